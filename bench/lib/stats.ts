/** One figure of bench/out/results.json. */
export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
  target: number;
  better: 'lower' | 'higher';
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** The value below which `p` of the values fall (nearest rank; p = 0.99 for p99). */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0;
};
