import { runSections } from './report';
import type { BenchSection } from './types';
import { beatsSpeedSection } from './beats-speed';
import { simulateSpeed } from './simulate-speed';
import { convertSpeedSection } from './convert-speed';
import { formatsSpeedSection } from './formats-speed';
import { viewerSpeed } from './viewer-speed';
import { analysisSpeedSection } from './analysis-speed';
import { claimsSpeed } from './claims-speed';
import { labelsSpeed } from './labels-speed';
import { hospitalFormatsSpeedSection } from './hospital-formats-speed';
import { onnxSpeedSection } from './onnx-speed';
import { askSpeed } from './ask-speed';

// Each area adds its section here: [name, () => rows].
const sections: [string, BenchSection][] = [
  ['beats', beatsSpeedSection],
  ['simulate', simulateSpeed],
  ['convert', convertSpeedSection],
  ['formats', formatsSpeedSection],
  ['viewer', viewerSpeed],
  // Before 'analysis': its CLI rows open ort, and the first-session row must start the runtime itself.
  ['onnx', onnxSpeedSection],
  ['analysis', analysisSpeedSection],
  ['claims', claimsSpeed],
  ['labels', labelsSpeed],
  ['hospital-formats', hospitalFormatsSpeedSection],
  ['ask', askSpeed],
];

await runSections('Speed benchmarks (npm run bench)', sections);
