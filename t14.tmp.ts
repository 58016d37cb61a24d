import { EXAMPLES } from './src/core/examples/index';
for (const ex of EXAMPLES) for (const a of ex.answers) console.log(`\n### ${a.id}\n${a.text}\nNOTE ${a.note}`);
