import { afterEach, describe, expect, it } from 'vitest';
import { focusTargetAfterRowLeft } from './row-focus';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A settle list as SettleList draws it: the view switch, then a row per stake. */
function list(rows: ReadonlyArray<{ id: number; disabled?: boolean }>): HTMLElement {
  const root = document.createElement('section');
  root.innerHTML = `
    <div data-testid="settle-view">
      <input type="radio" name="view" value="open" checked>
      <input type="radio" name="view" value="settled">
    </div>
    <ul>${rows
      .map(
        ({ id, disabled }) => `
      <li data-testid="settle-row" data-stake-id="${id}">
        <button data-testid="delete-stake">Delete</button>
        <button data-testid="settle-won"${disabled ? ' disabled' : ''}>Won</button>
        <button data-testid="settle-lost">Lost</button>
      </li>`,
      )
      .join('')}</ul>`;
  document.body.append(root);
  return root;
}

const stakeOf = (element: HTMLElement | null) =>
  element?.closest('[data-testid="settle-row"]')?.getAttribute('data-stake-id');

describe('focusTargetAfterRowLeft', () => {
  it('takes the same button of the row that moved up into the settled one’s place', () => {
    // Stake 2 was second (index 1) and is gone: stake 3 is second now.
    const target = focusTargetAfterRowLeft(list([{ id: 1 }, { id: 3 }]), {
      index: 1,
      testId: 'settle-won',
    });
    expect(target?.dataset.testid).toBe('settle-won');
    expect(stakeOf(target)).toBe('3');
  });

  it('takes the new last row when the last one left', () => {
    const target = focusTargetAfterRowLeft(list([{ id: 1 }, { id: 2 }]), {
      index: 2,
      testId: 'delete-stake',
    });
    expect(target?.dataset.testid).toBe('delete-stake');
    expect(stakeOf(target)).toBe('2');
  });

  it('takes another enabled button when the same one is disabled (a row being saved)', () => {
    const target = focusTargetAfterRowLeft(list([{ id: 5, disabled: true }]), {
      index: 0,
      testId: 'settle-won',
    });
    expect(target?.dataset.testid).toBe('delete-stake');
  });

  it('takes the chosen view when no row is left', () => {
    const target = focusTargetAfterRowLeft(list([]), { index: 0, testId: 'settle-won' });
    expect(target).toBeInstanceOf(HTMLInputElement);
    expect((target as HTMLInputElement).value).toBe('open');
  });
});
