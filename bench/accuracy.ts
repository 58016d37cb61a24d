import { runSections } from './report';
import type { BenchSection } from './types';
import { beatsAccuracy } from './beats-accuracy';
import { convertAccuracySection } from './convert-accuracy';
import { findingsAccuracy } from './findings-accuracy';
import { simulateAccuracy } from './simulate-accuracy';
import { delineationAccuracySection } from './delineation-accuracy';
import { claimsAccuracy } from './claims-accuracy';
import { onnxAccuracySection } from './onnx-accuracy';

// Each area adds its section here: [name, () => rows]. Data: ../shared/data (DATA.md).
const sections: [string, BenchSection][] = [
  ['beats', beatsAccuracy],
  ['findings', findingsAccuracy],
  ['convert', convertAccuracySection],
  ['synthetic', simulateAccuracy],
  ['delineation', () => delineationAccuracySection()],
  ['claims', claimsAccuracy],
  ['onnx', onnxAccuracySection],
];

await runSections('Accuracy benchmarks (npm run bench:accuracy)', sections);
