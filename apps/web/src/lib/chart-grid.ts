/**
 * gridProps for a chart that draws only horizontal grid lines (Mantine's gridAxis "x").
 * recharts works out where the vertical lines would go even when it draws none, and on a
 * chart's first render, before the axis's own settings are in, it does so with its default
 * label interval, which measures every label of the axis in the DOM: ~250 ms for a line of
 * 4,000 days (100,000 bets), in the task that shows the dashboards.
 */
export const HORIZONTAL_GRID_ONLY = { verticalCoordinatesGenerator: (): number[] => [] };
