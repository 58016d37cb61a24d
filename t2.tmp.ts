import { verifyResponse } from './src/core/claims/verify';
import { buildAnalysis } from './tests/fixtures/answers/analysis-builder';
const a = buildAnalysis({ hr: 72, qrs: 96, axis: 30, findings: ['sinus_rhythm', 'normal_axis'] });
const t = `<think>**Step 1: Rhythm and rate** The rhythm is regular sinus rhythm at a rate of approximately 75 bpm.
**Step 2: Intervals** PR interval is 0.16 s, QRS duration of 180 ms, QTc 440 ms (Bazett). The axis is -45°, consistent with left axis deviation.
**Step 3: ST-T** There is ST elevation in II, III and aVF with reciprocal ST depression in I and aVL. No Q waves. T wave inversion in V1-V3. R wave in aVL measures 13 mm. No LVH. Clinical correlation is advised.</think>
<answer>sinus rhythm; inferior STEMI; LBBB</answer>`;
const v = verifyResponse(a, t, { reference: 'sinus rhythm; normal ecg' });
for (const c of v.claims) console.log(c.id, JSON.stringify(c.text), c.code ?? c.quantity, c.value, c.verdict, c.measured, c.tolerance, c.reason ?? '', JSON.stringify(c.evidence.slice(0,1)));
console.log(v.format, v.answer, v.omissions, v.rewards);
