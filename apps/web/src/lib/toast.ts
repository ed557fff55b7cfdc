import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@stakelab/core';
import { i18n } from './i18n';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastOptions {
  kind: ToastKind;
  title: string;
  message?: string;
  /** Defaults: errors 3 s (docs/product.md §9), others the shortest product toast (2.5 s). */
  durationMs?: number;
}

const KIND_COLORS = { success: 'green', error: 'red', info: 'blue' } as const satisfies Record<
  ToastKind,
  string
>;

const DEFAULT_DURATION_MS = {
  success: TOAST_DURATION_MS.loginSuccess,
  error: TOAST_DURATION_MS.error,
  info: TOAST_DURATION_MS.loginSuccess,
} as const satisfies Record<ToastKind, number>;

/**
 * Shows a toast, replacing whatever toast is on screen: the product keeps one toast at a time
 * (docs/product.md §9). Each toast gets a fresh id so its auto-close timer starts anew.
 */
export function showToast({ kind, title, message, durationMs }: ToastOptions): void {
  notifications.clean();
  notifications.show({
    color: KIND_COLORS[kind],
    // Mantine requires a body; a title-only toast shows its title as the body.
    ...(message === undefined ? { message: title } : { title, message }),
    autoClose: durationMs ?? DEFAULT_DURATION_MS[kind],
    withBorder: true,
    // Mantine's × has no name: a keyboard or screen reader user would meet a nameless button.
    closeButtonProps: { 'aria-label': i18n.t('common.closeToast') },
    'data-testid': 'toast',
    'data-kind': kind,
  });
}
