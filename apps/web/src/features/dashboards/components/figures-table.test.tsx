import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { FiguresTable } from './figures-table';

const ROWS = [
  // Net 12.5 on 50 staked: ROI 12.5 / 50 = 0.25 → +25.00 % (every ROI signed with 2 decimals).
  { key: 'football', name: 'Football', bets: 4, staked: 50, netProfit: 12.5, roiRatio: 0.25 },
];

/** jsdom's matchMedia (test/setup.ts) matches nothing; here the phone's query matches. */
function onPhone() {
  const real = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...real(query),
    matches: query === '(max-width: 48em)',
  }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

function columns() {
  const table = screen.getByRole('table', { name: 'Performance by Sport' });
  return {
    headers: within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
    cells: within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  };
}

describe('FiguresTable', () => {
  it("keeps docs/product.md §2's column order on wide screens", () => {
    renderWithProviders(
      <FiguresTable rows={ROWS} nameHeader="Sport" caption="Performance by Sport" />,
    );
    expect(columns()).toEqual({
      headers: ['Sport', 'Total Bets', 'Total Staked', 'Net P/L', 'ROI (%)'],
      cells: ['Football', '4', '€50.00', '+€12.50', '+25.00%'],
    });
  });

  it('puts Net P/L and ROI right after the name on a phone (issue 17)', () => {
    onPhone();
    renderWithProviders(
      <FiguresTable rows={ROWS} nameHeader="Sport" caption="Performance by Sport" />,
    );
    expect(columns()).toEqual({
      headers: ['Sport', 'Net P/L', 'ROI (%)', 'Total Bets', 'Total Staked'],
      cells: ['Football', '+€12.50', '+25.00%', '4', '€50.00'],
    });
  });
});
