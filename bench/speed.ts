import { runSections } from './report';
import type { BenchSection } from './types';

// Each area adds its section here: [name, () => rows].
const sections: [string, BenchSection][] = [];

await runSections('Speed benchmarks (npm run bench)', sections);
