import { notificationsStore } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';

/** The toast on screen (the product keeps one at a time), found by its text. */
export async function findToast(text: string): Promise<HTMLElement> {
  const toast = await screen.findByTestId('toast');
  await within(toast).findByText(text);
  return toast;
}

/** How long the current toast stays, in ms (Mantine's autoClose). */
export function toastDurationMs(): number | boolean | undefined {
  return notificationsStore.getState().notifications[0]?.autoClose;
}
