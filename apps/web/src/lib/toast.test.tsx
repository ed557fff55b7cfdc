import { MantineProvider } from '@mantine/core';
import { Notifications, notificationsStore } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@stakelab/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showToast } from './toast';

function renderToasts() {
  render(
    <MantineProvider env="test">
      <Notifications />
    </MantineProvider>,
  );
}

describe('showToast', () => {
  it('keeps one toast at a time: a new toast replaces the previous one', async () => {
    renderToasts();

    act(() => showToast({ kind: 'success', title: 'First', message: 'first body' }));
    expect(screen.getByText('First')).toBeInTheDocument();

    act(() => showToast({ kind: 'error', title: 'Second', message: 'second body' }));
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(notificationsStore.getState().notifications).toHaveLength(1);
    // The replaced toast is gone once its exit transition (instant in test env) finishes.
    await waitFor(() => expect(screen.queryByText('First')).not.toBeInTheDocument());
  });

  it('closes errors after 3 s by default and honours an explicit duration', () => {
    renderToasts();

    act(() => showToast({ kind: 'error', title: 'Oops' }));
    expect(notificationsStore.getState().notifications[0]?.autoClose).toBe(TOAST_DURATION_MS.error);

    act(() =>
      showToast({ kind: 'success', title: 'Sent', durationMs: TOAST_DURATION_MS.contactSuccess }),
    );
    expect(notificationsStore.getState().notifications[0]?.autoClose).toBe(5000);
  });

  it('shows a title-only toast with the title as its text', () => {
    renderToasts();

    act(() => showToast({ kind: 'info', title: 'Just a title' }));
    expect(screen.getByText('Just a title')).toBeInTheDocument();
    expect(screen.getByTestId('toast')).toHaveAttribute('data-kind', 'info');
  });
});
