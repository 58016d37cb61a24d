export { ecgr1Format, ecgr1Accuracy, ecgr1Evidence, type StepEvidence } from './ecgr1';
export { groundedRewards, PENALTY_PER_CONTRADICTION, COVERAGE_MIN_IMPORTANCE, type GroundedRewards, type FindingImportance } from './grounded';
export { readStepEvidence } from './evidence-field';
