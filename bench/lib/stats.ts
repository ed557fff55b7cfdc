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

/** The p-th percentile (nearest rank) of some values; 0 when there are none. */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? 0;
};
