import { scoreLabelled, summary } from './tests/fixtures/answers/score-labelled';
import { LABELLED_HELDOUT } from './tests/fixtures/answers/labelled-heldout';
const m = scoreLabelled(LABELLED_HELDOUT);
console.log(m.problems.join('\n'));
console.log({ ...m, problems: m.problems.length }, summary(m));
