import { evaluateOnnxLudb, validationIds } from './bench/onnx-accuracy';
import { f1, meanSd } from './bench/delineation-accuracy';
const ids = validationIds().slice(0, 3);
const t = performance.now();
const { onnx, dsp } = await evaluateOnnxLudb(ids);
for (const k of ['P', 'QRS', 'T'] as const) console.log(k, f1(onnx[k]).toFixed(3), f1(dsp[k]).toFixed(3), meanSd(onnx[k].on), meanSd(onnx[k].off));
console.log(performance.now() - t);
