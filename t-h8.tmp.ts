import { readFileSync } from 'node:fs';
import { readScpSections } from './src/core/formats/scp/sections';
for (const f of ['ecgtoolkit-example/Example.scp','scp-ecg-healforce/62.SCP','scp-ecg-healforce/63.SCP']) {
  try { const s = readScpSections(readFileSync('/work/shared/data/formats/'+f), f);
  for (const [id, sec] of s) console.log(f, id, sec.version, sec.data.length, Buffer.from(sec.data.subarray(0, 40)).toString('hex'));
  } catch (e) { console.log(f, String(e)); }
}
