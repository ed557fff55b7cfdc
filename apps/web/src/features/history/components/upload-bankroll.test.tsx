import type { Bankroll, UploadResponse } from '@stakelab/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, type StubHandler, type stubApi } from '../../../test/fetch-stub';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { BETS, historyApi } from '../test/history-api';

const CSV_PATH = '/api/history/upload-csv';
/** As upload-preview.test.tsx: the history route's first render can take seconds on a busy run. */
const PAGE_LOAD = { timeout: 30_000 };
configure({ asyncUtilTimeout: 10_000 });

const BANKROLLS: Bankroll[] = [
  {
    id: 1,
    name: 'Main bankroll',
    startingBalance: 0,
    createdAt: '2025-01-01T00:00:00Z',
    isDefault: true,
  },
  {
    id: 4,
    name: 'Tennis',
    startingBalance: 50,
    createdAt: '2025-01-02T00:00:00Z',
    isDefault: false,
  },
];

/** A preview that has one new bet to import, then the import of it. */
const ANSWER: UploadResponse = {
  success: true,
  message: 'Inserted 1 new bets and 1 selections.',
  inserted: 1,
  skipped: 0,
  selections: 1,
  format: 'stakelab-csv',
  dryRun: false,
};
const previewThenImport: StubHandler = ({ body }) =>
  jsonResponse(
    (body as { dryRun?: boolean }).dryRun === true ? { ...ANSWER, dryRun: true } : ANSWER,
  );

function uploadCalls(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url).startsWith(CSV_PATH) && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

async function openUpload(title = 'Upload Betfair History') {
  const user = userEvent.setup();
  const view = renderApp({
    route: '/history',
    user: testUser,
    handlers: historyApi(BETS, {
      [`POST ${CSV_PATH}`]: previewThenImport,
      'GET /api/history/bankrolls': () =>
        jsonResponse({ success: true, bankrolls: BANKROLLS, movements: [] }),
    }),
  });
  await screen.findByTestId('history-summary', {}, PAGE_LOAD);
  await user.click(await screen.findByRole('button', { name: title }));
  const q = within(await screen.findByRole('dialog', { name: title }));
  return { user, q, ...view };
}

describe('the upload dialog’s bankroll', { timeout: 90_000 }, () => {
  it('sends the chosen bankroll with the preview and the import', async () => {
    const { user, q, fetchMock } = await openUpload();
    await user.click(q.getByRole('radio', { name: 'CSV' }));
    await user.click(q.getByTestId('upload-text'));
    await user.paste('BetId,Source');
    await user.click(q.getByRole('combobox', { name: 'Bankroll' }));
    const options = await screen.findAllByRole('option');
    // The file's own column first, then the user's bankrolls, the main one by its shown name.
    expect(options.map((option) => option.textContent)).toEqual([
      'As in the file, else the main bankroll',
      'Main bankroll',
      'Tennis',
    ]);
    await user.click(screen.getByRole('option', { name: 'Tennis' }));
    await user.click(q.getByRole('button', { name: 'Upload' }));
    const bankrollReads = () =>
      fetchMock.mock.calls.filter(
        ([url, init]) =>
          String(url).startsWith('/api/history/bankrolls') && (init?.method ?? 'GET') === 'GET',
      ).length;
    const readsBefore = bankrollReads();
    await user.click(await q.findByRole('button', { name: 'Import' }));
    await waitFor(() => expect(uploadCalls(fetchMock)).toHaveLength(2));
    // The import may have made bankrolls (a CSV's Bankroll column): the list is read again.
    await waitFor(() => expect(bankrollReads()).toBeGreaterThan(readsBefore));
    expect(uploadCalls(fetchMock)).toEqual([
      { data: 'BetId,Source', userEmail: testUser.email, dryRun: true, bankrollId: 4 },
      { data: 'BetId,Source', userEmail: testUser.email, bankrollId: 4 },
    ]);
  });

  it('sends no bankroll when none is chosen, and names the main one in Spanish', async () => {
    await i18n.changeLanguage('es');
    const { user, q, fetchMock } = await openUpload('Subir historial de Betfair');
    await user.click(q.getByRole('radio', { name: 'CSV' }));
    await user.click(q.getByTestId('upload-text'));
    await user.paste('BetId,Source');
    await user.click(q.getByRole('combobox', { name: 'Banca' }));
    expect(await screen.findByRole('option', { name: 'Banca principal' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(q.getByRole('button', { name: 'Subir' }));
    await waitFor(() => expect(uploadCalls(fetchMock)).toHaveLength(1));
    expect(uploadCalls(fetchMock)[0]).toEqual({
      data: 'BetId,Source',
      userEmail: testUser.email,
      dryRun: true,
    });
  });
});
