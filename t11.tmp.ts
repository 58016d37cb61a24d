import { parseResponse } from './src/core/claims/response-format';
import { extractClaims } from './src/core/claims/extract';
const t = ' '.repeat(50000);
let t0 = performance.now(); parseResponse(t); console.log('parse', performance.now() - t0);
t0 = performance.now(); extractClaims(t); console.log('extract', performance.now() - t0);
