import { describe, expect, it } from 'vitest';
import { actionTip } from './action-tip';

describe('action tips', () => {
  it('carry the label for the CSS to show', () => {
    expect(actionTip('Edit')['data-tip']).toBe('Edit');
    expect(actionTip('Edit').className).toBeTruthy();
  });

  it('hide on Escape until the pointer or the focus moves (WCAG 1.4.13)', () => {
    actionTip('Delete');
    const root = document.documentElement;
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    expect(root.hasAttribute('data-tips-hidden')).toBe(false);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(root.hasAttribute('data-tips-hidden')).toBe(true);
    document.dispatchEvent(new Event('pointermove'));
    expect(root.hasAttribute('data-tips-hidden')).toBe(false);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    document.dispatchEvent(new FocusEvent('focusin'));
    expect(root.hasAttribute('data-tips-hidden')).toBe(false);
  });
});
