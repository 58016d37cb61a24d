import { EXAMPLES } from './src/core/examples/index';
import { analyzeRecord } from './src/core/analysis/index';
import { verifyResponse } from './src/core/claims/verify';
const only = process.argv[2];
for (const ex of EXAMPLES) {
  if (only && !ex.id.includes(only)) continue;
  const a = analyzeRecord(ex.build());
  for (const ans of ex.answers) {
    const v = verifyResponse(a, ans.text);
    console.log(`\n=== ${ans.id}\nNOTE: ${ans.note}`);
    for (const c of v.claims) console.log(`  ${c.verdict.padEnd(13)} ${JSON.stringify(c.text)} [${c.code ?? c.quantity}${c.negated ? ' NEG' : ''}] measured=${c.measured}${c.reason ? ' (' + c.reason + ')' : ''}`);
  }
}
