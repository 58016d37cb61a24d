export { verifyResponse, referenceLabels, NO_SIGNAL_REASON, type VerifyOptions } from './verify';
export { parseResponse, splitAnswerLabels, type ParsedResponse, type ResponseStep } from './response-format';
export { extractClaims } from './extract';
export type { ExtractedClaim } from './claim-types';
export { findOmissions, IMPORTANCE } from './omissions';
export { TOLERANCES, toleranceFor } from './tolerances';
export { defaultLead, evidenceFor, representativeBeat } from './evidence';
