/** Points a line chart draws at most: about one per two pixels of the widest card. */
export const LINE_POINTS = 600;

/**
 * At most `max` of a line's points for drawing it, in their order: the first and the last, and
 * in each of (max - 2) / 2 runs of consecutive points between them the lowest and the highest
 * (min-max decimation), so every peak and trough a reader could see stays where it was. A
 * chart a thousand pixels wide cannot show 4,000 days apart, and recharts drew, measured and
 * tore down every one of them, holding the page on each period change. Lines
 * of `max` points or fewer come back as they are.
 */
export function thinLine<T>(points: readonly T[], value: (point: T) => number, max: number): T[] {
  if (points.length <= max || max < 4) return [...points];
  const inner = points.length - 2;
  const runs = Math.floor((max - 2) / 2);
  const kept: T[] = [points[0] as T];
  for (let run = 0; run < runs; run += 1) {
    const from = 1 + Math.floor((run * inner) / runs);
    const to = 1 + Math.floor(((run + 1) * inner) / runs);
    let low = from;
    let high = from;
    for (let i = from + 1; i < to; i += 1) {
      const v = value(points[i] as T);
      if (v < value(points[low] as T)) low = i;
      if (v > value(points[high] as T)) high = i;
    }
    kept.push(points[Math.min(low, high)] as T);
    if (high !== low) kept.push(points[Math.max(low, high)] as T);
  }
  kept.push(points[points.length - 1] as T);
  return kept;
}
