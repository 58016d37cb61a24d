import { runSections } from './report';
import type { BenchSection } from './types';
import { beatsSpeedSection } from './beats-speed';
import { simulateSpeed } from './simulate-speed';
import { convertSpeedSection } from './convert-speed';
import { formatsSpeedSection } from './formats-speed';
import { viewerSpeed } from './viewer-speed';
import { analysisSpeedSection } from './analysis-speed';

// Each area adds its section here: [name, () => rows].
const sections: [string, BenchSection][] = [
  ['beats', beatsSpeedSection],
  ['simulate', simulateSpeed],
  ['convert', convertSpeedSection],
  ['formats', formatsSpeedSection],
  ['viewer', viewerSpeed],
  ['analysis', analysisSpeedSection],
];

await runSections('Speed benchmarks (npm run bench)', sections);
