export type { AutoCheck, AutoCheckKind, Criterion, CriterionResult, CriterionStatus, ManualTicks, Rubric, RubricResult, ScoreSummary } from './types';
export { applyRubric, applyRubricIfInScope, rubricApplies, summarize, scoreByTag } from './score';
export { evaluateCheck, type CheckOutcome } from './checks';
export { validateRubric, validateManualTicks, parseRubric, formatErrors, MAX_RUBRIC_CHARS, type RubricValidation } from './validate';
export { RUBRIC_SCHEMA, RUBRIC_LIMITS } from './schema';
export { EXAMPLE_RUBRICS, GENERAL_READING_RUBRIC, SAFETY_RUBRIC, LUDB_1_RUBRIC } from './examples';
export { validateAgainstSchema, assertSupportedSchema, type JsonSchema, type SchemaError } from './json-schema';
export { addCriterion, duplicateCriterion, freshCriterionId, moveCriterion, removeCriterion, updateCriterion } from './edit';
