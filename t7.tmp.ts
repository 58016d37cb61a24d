import { scoreLudb } from './bench/claims-accuracy';
import { summary } from './tests/fixtures/answers/score-labelled';
const m = await scoreLudb(Number(process.argv[2] ?? 100));
console.log(m.problems.slice(0, 60).join('\n'));
console.log({ ...m, problems: m.problems.length }, summary(m));
