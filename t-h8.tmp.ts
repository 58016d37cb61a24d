import { readFileSync } from 'node:fs';
import { parseScpEcg } from './src/core/formats/scp/scp-ecg';
import { parseHl7Aecg } from './src/core/formats/hl7-aecg';
const t0 = performance.now();
const r = parseScpEcg(readFileSync('/work/shared/data/formats/ecgtoolkit-example/Example.scp'), 'Example.scp');
console.log((performance.now()-t0).toFixed(1), r.fs, r.length, r.leads.map(l=>l.name).join(','), Array.from(r.leads[0].samples.slice(0,8)), JSON.stringify(r.deviceMeasurements), JSON.stringify(r.metadata));
const x = parseHl7Aecg(readFileSync('/work/shared/data/formats/ecgtoolkit-example/Example.xml'), 'x');
for (const l of r.leads) { const o = x.leads.find(q=>q.name===l.name)!; let d=0; for(let i=0;i<5000;i++) d=Math.max(d,Math.abs(l.samples[i]-o.samples[i])); console.log(l.name, d); }
for (const f of ['62.SCP']) { try { parseScpEcg(readFileSync('/work/shared/data/formats/scp-ecg-healforce/'+f), f) } catch(e) { console.log(String(e)); } }
