import { scoreLabelled, summary } from './tests/fixtures/answers/score-labelled';
const m = scoreLabelled();
console.log(m.problems.join('\n'));
console.log({ ...m, problems: m.problems.length }, summary(m));
