import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CardGridSkeleton } from './card-grid-skeleton';
import { TableSkeleton } from './table-skeleton';

const skeletonsIn = (element: HTMLElement) => element.querySelectorAll('.mantine-Skeleton-root');

describe('CardGridSkeleton', () => {
  it('is a polite status named by its label, one cell a card', async () => {
    renderWithProviders(
      <CardGridSkeleton count={4} cols={2} card={<p>card</p>} label="Loading cards" testId="g" />,
    );
    const grid = await screen.findByRole('status', { name: 'Loading cards' });
    expect(grid).toHaveAttribute('aria-live', 'polite');
    expect(grid).toHaveAttribute('data-testid', 'g');
    expect(screen.getAllByText('card')).toHaveLength(4);
  });

  it('is hidden decoration without a label, plain boxes without a card', async () => {
    renderWithProviders(<CardGridSkeleton count={3} cols={3} height={82} testId="g" />);
    const grid = await screen.findByTestId('g');
    expect(grid).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(skeletonsIn(grid)).toHaveLength(3);
  });
});

describe('TableSkeleton', () => {
  it('draws the rows under what heads the table, inside one status', async () => {
    renderWithProviders(
      <TableSkeleton
        label="Loading rows"
        testId="t"
        rows={6}
        rowHeight={28}
        isFramed
        above={<p>summary</p>}
      />,
    );
    const table = await screen.findByRole('status', { name: 'Loading rows' });
    expect(table).toHaveAttribute('data-testid', 't');
    expect(table).toContainElement(screen.getByText('summary'));
    expect(skeletonsIn(table)).toHaveLength(6);
  });
});
