import { afterEach, describe, expect, it } from 'vitest';
import { controlInRowAt, isFocusLost } from './focus';

afterEach(() => {
  document.body.innerHTML = '';
});

function button(parent: HTMLElement = document.body): HTMLButtonElement {
  const element = document.createElement('button');
  parent.append(element);
  return element;
}

describe('isFocusLost', () => {
  it('is true with the focus on the body', () => {
    button().focus();
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    expect(isFocusLost()).toBe(true);
  });

  it('is false on a control of the page, true inside a dialog (one closing keeps it)', () => {
    button().focus();
    expect(isFocusLost()).toBe(false);

    const dialog = document.createElement('section');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    button(dialog).focus();
    expect(isFocusLost()).toBe(true);
  });
});

describe('controlInRowAt', () => {
  function rows(...disabled: boolean[]): HTMLElement[] {
    return disabled.map((off, index) => {
      const row = document.createElement('div');
      row.innerHTML = `<button data-testid="edit">Edit ${index}</button><button data-testid="delete"${off ? ' disabled' : ''}>Delete ${index}</button>`;
      document.body.append(row);
      return row;
    });
  }

  it('picks the same control of the row now at that place', () => {
    expect(controlInRowAt(rows(false, false, false), 1, 'delete')?.textContent).toBe('Delete 1');
  });

  it('picks the new last row when the last one left', () => {
    expect(controlInRowAt(rows(false, false), 2, 'delete')?.textContent).toBe('Delete 1');
  });

  it("falls back to the row's first enabled button when the control is disabled or unnamed", () => {
    expect(controlInRowAt(rows(true), 0, 'delete')?.textContent).toBe('Edit 0');
    expect(controlInRowAt(rows(false), 0, undefined)?.textContent).toBe('Edit 0');
  });

  it('is null with no rows left', () => {
    expect(controlInRowAt([], 0, 'delete')).toBeNull();
  });
});
