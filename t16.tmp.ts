import { scoreLabelled } from './tests/fixtures/answers/score-labelled';
import { LABELLED } from './tests/fixtures/answers/labelled';
import { LABELLED_HELDOUT } from './tests/fixtures/answers/labelled-heldout';
console.log(scoreLabelled(LABELLED).problems, scoreLabelled(LABELLED_HELDOUT).problems);
