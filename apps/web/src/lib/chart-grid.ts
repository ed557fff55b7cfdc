/**
 * gridProps for a chart that draws only horizontal grid lines (Mantine's gridAxis "x").
 * recharts works out where the vertical lines would go even when it draws none, and on a
 * chart's first render, before the axis's own settings are in, it does so with its default
 * label interval, which measures every label of the axis in the DOM, in the task that shows
 * the dashboards; a long line makes that the slowest part of the first render.
 */
export const HORIZONTAL_GRID_ONLY = { verticalCoordinatesGenerator: (): number[] => [] };
