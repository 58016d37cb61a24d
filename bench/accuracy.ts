import { runSections } from './report';
import type { BenchSection } from './types';

// Each area adds its section here: [name, () => rows]. Data: ../shared/data (DATA.md).
const sections: [string, BenchSection][] = [];

await runSections('Accuracy benchmarks (npm run bench:accuracy)', sections);
