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
