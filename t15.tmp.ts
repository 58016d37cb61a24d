import { scoreExamples } from './tests/fixtures/answers/score-examples';
for (const mode of ['truth', 'pipeline'] as const) { const m = scoreExamples(mode); console.log(`\n## ${mode}`); console.log(m.problems.join('\n')); console.log({ ...m, problems: m.problems.length }); }
