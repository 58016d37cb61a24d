/** One line of a benchmark report. `protocol` says how the number was obtained. */
export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  target?: string;
  protocol?: string;
}

export type BenchSection = () => Promise<BenchRow[]>;
