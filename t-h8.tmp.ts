import { readFileSync } from 'node:fs';
import { parseDicomEcg } from './src/core/formats/dicom';
import { parseHl7Aecg } from './src/core/formats/hl7-aecg';
const t0 = performance.now();
const r = parseDicomEcg(readFileSync('/work/shared/data/formats/ecgtoolkit-example/Example.dcm'), 'Example.dcm');
console.log((performance.now()-t0).toFixed(1), r.fs, r.length, r.leads.map(l=>l.name).join(','), Array.from(r.leads[0].samples.slice(0,8)), JSON.stringify(r.deviceMeasurements), JSON.stringify(r.metadata));
const x = parseHl7Aecg(readFileSync('/work/shared/data/formats/ecgtoolkit-example/Example.xml'), 'x');
for (const l of r.leads) { const o = x.leads.find(q=>q.name===l.name); if(!o){console.log('missing',l.name);continue;} let d=0; for(let i=0;i<Math.min(l.samples.length,o.samples.length);i++) d=Math.max(d,Math.abs(l.samples[i]-o.samples[i])); console.log(l.name, l.samples.length, o.samples.length, d); }
