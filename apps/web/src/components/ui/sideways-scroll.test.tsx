import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SidewaysScroll } from './sideways-scroll';

/** jsdom lays nothing out: every element reports these widths. */
function widths(scrollWidth: number, clientWidth: number) {
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
    configurable: true,
    get: () => scrollWidth,
  });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => clientWidth,
  });
}

afterEach(() => {
  // Back to jsdom's own, on Element.prototype.
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollWidth');
  Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
});

function renderTable() {
  renderWithProviders(
    <SidewaysScroll label="Your bets" testId="box">
      <table>
        <tbody>
          <tr>
            <td>wide</td>
          </tr>
        </tbody>
      </table>
    </SidewaysScroll>,
  );
}

describe('SidewaysScroll', () => {
  it('stays out of the way while the table fits: no hint, no scroll box, no tab stop', async () => {
    // 1 px over is rounding, not overflow.
    widths(801, 800);
    renderTable();
    const box = await screen.findByTestId('box');
    expect(box).not.toHaveAttribute('data-overflows');
    expect(box).not.toHaveAttribute('tabindex');
    expect(box).not.toHaveAttribute('role');
    expect(screen.queryByTestId('scroll-hint')).not.toBeInTheDocument();
  });

  it('says the table scrolls sideways and lets the keyboard scroll it once it does not fit', async () => {
    widths(1200, 800);
    renderTable();
    expect(await screen.findByTestId('scroll-hint')).toHaveTextContent(
      'Scroll sideways to see every column',
    );
    const box = screen.getByTestId('box');
    expect(box).toHaveAttribute('data-overflows');
    expect(box).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('group', { name: 'Your bets' })).toBe(box);
  });
});
