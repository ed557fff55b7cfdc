import type { UndeliveredMail } from '@stakelab/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch-stub';
import { testAdmin } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { adminApi } from '../test/admin-api';

const SLOW = { timeout: 10_000 };

const waiting: UndeliveredMail = {
  id: 7,
  to: 'lucia@example.com',
  subject: 'Verify your StakeLab e-mail',
  status: 'pending',
  attempts: 3,
  last_error: 'connect ECONNREFUSED 127.0.0.1:25',
  created_at: '2025-06-25T10:00:00.000Z',
  next_attempt_at: '2025-06-25T10:05:00.000Z',
};
const givenUp: UndeliveredMail = {
  id: 3,
  to: 'support@stakelab.app',
  subject: '[StakeLab contact #12] Ana',
  status: 'failed',
  attempts: 60,
  last_error: '550 mailbox unavailable',
  created_at: '2025-06-20T10:00:00.000Z',
  next_attempt_at: null,
};

function openPanel(mails: UndeliveredMail[]) {
  return renderApp({
    route: '/adminpanel',
    user: testAdmin,
    handlers: adminApi([], {
      'GET /api/admin/mail-outbox': () => jsonResponse({ success: true, mails }),
    }),
  });
}

describe('admin panel: undelivered mail', { timeout: 30_000 }, () => {
  it('lists each mail with its recipient, subject, attempts, last error and next try', async () => {
    openPanel([waiting, givenUp]);
    const table = await screen.findByTestId('undelivered-mail', {}, SLOW);
    const rows = within(table).getAllByTestId('undelivered-mail-row');
    expect(rows).toHaveLength(2);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);

    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(cells(first).slice(0, 4)).toEqual([
      'lucia@example.com',
      'Verify your StakeLab e-mail',
      '3',
      'connect ECONNREFUSED 127.0.0.1:25',
    ]);
    // The next try is a date and time, not "Given up".
    expect(cells(first)[4]).toMatch(/2025/);
    expect(cells(second)).toEqual([
      'support@stakelab.app',
      '[StakeLab contact #12] Ana',
      '60',
      '550 mailbox unavailable',
      'Given up',
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['To', 'Subject', 'Attempts', 'Last error', 'Next try']);
  });

  it('says when every mail has been delivered', async () => {
    openPanel([]);
    expect(await screen.findByTestId('undelivered-mail-empty', {}, SLOW)).toHaveTextContent(
      'Every mail has been delivered.',
    );
  });
});
