import { MantineProvider } from '@mantine/core';
import { Notifications, notificationsStore } from '@mantine/notifications';
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

  // Spec §9: errors 3 s; the other kinds default to the shortest product toast, 2.5 s.
  it.each([
    ['error', 3000],
    ['success', 2500],
    ['info', 2500],
  ] as const)('closes a %s toast after %d ms by default', (kind, ms) => {
    renderToasts();

    act(() => showToast({ kind, title: 'Hello' }));
    expect(notificationsStore.getState().notifications[0]?.autoClose).toBe(ms);
  });

  it('honours an explicit duration', () => {
    renderToasts();

    act(() => showToast({ kind: 'error', title: 'Sent', durationMs: 4200 }));
    expect(notificationsStore.getState().notifications[0]?.autoClose).toBe(4200);
  });

  it('shows a title-only toast with the title as its text', () => {
    renderToasts();

    act(() => showToast({ kind: 'info', title: 'Just a title' }));
    expect(screen.getByText('Just a title')).toBeInTheDocument();
    expect(screen.getByTestId('toast')).toHaveAttribute('data-kind', 'info');
  });
});
