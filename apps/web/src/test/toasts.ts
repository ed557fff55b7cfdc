import { notificationsStore } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';

/** The toast on screen (the product keeps one at a time), found by its text. */
export async function findToast(text: string): Promise<HTMLElement> {
  // Any toast: the one before may still be leaving (one toast at a time, the next queued).
  return waitFor(
    () => {
      const toast = screen
        .queryAllByTestId('toast')
        .find((each) => within(each).queryByText(text) !== null);
      if (toast === undefined) throw new Error(`no toast says "${text}"`);
      return toast;
    },
    { timeout: 5000 },
  );
}

/** How long the current toast stays, in ms (Mantine's autoClose). */
export function toastDurationMs(): number | boolean | undefined {
  return notificationsStore.getState().notifications[0]?.autoClose;
}
