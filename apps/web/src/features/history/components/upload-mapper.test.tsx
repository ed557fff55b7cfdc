import type { SheetMapping, UploadResponse } from '@stakelab/core';
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

const SHEET = 'Fecha,Cuota,Arriesgado,Res\n2026-03-01 18:00,+150,10.00,G';
const SAVED: SheetMapping = {
  columns: { placedDate: 'Fecha', odds: 'Cuota', stake: 'Arriesgado', status: 'Res' },
  oddsFormat: 'american',
  statusValues: { G: 'WON' },
  name: 'Mis casas',
};

/** The server's question for a sheet it knows no format of, with the mapping saved for it. */
const QUESTION: UploadResponse = {
  success: false,
  message: 'Not a bet history this importer knows',
  inserted: 0,
  skipped: 0,
  selections: 0,
  needsMapping: true,
  code: 'import.unknownFormat',
  columns: [
    { header: 'Fecha', samples: ['2026-03-01 18:00'], guessedRole: 'placedDate' },
    { header: 'Cuota', samples: ['+150'], guessedRole: 'odds' },
    { header: 'Arriesgado', samples: ['10.00'] },
    { header: 'Res', samples: ['G'] },
  ],
  guess: {
    columns: { placedDate: 'Fecha', odds: 'Cuota' },
    oddsFormat: 'american',
    statusValues: {},
    unknownStatusWords: [],
  },
  signature: 'fecha|cuota|arriesgado|res',
  savedMapping: {
    id: 7,
    name: 'Mis casas',
    signature: 'fecha|cuota|arriesgado|res',
    mapping: SAVED,
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
  },
};
const IMPORTED: UploadResponse = {
  success: true,
  message: 'Inserted 1 new bets and 0 selections.',
  inserted: 1,
  skipped: 0,
  selections: 0,
  format: 'mapped-csv',
  dryRun: false,
};
/** No mapping: the question; with one, the preview or the import. */
const server: StubHandler = ({ body }) => {
  const request = body as { dryRun?: boolean; mapping?: unknown };
  if (request.mapping === undefined) return jsonResponse(QUESTION);
  return jsonResponse(request.dryRun === true ? { ...IMPORTED, dryRun: true } : IMPORTED);
};

function uploadCalls(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url).startsWith(CSV_PATH) && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

describe('the upload dialog’s column mapper', { timeout: 90_000 }, () => {
  it('offers the saved mapping, previews with it and imports with it (in Spanish)', async () => {
    await i18n.changeLanguage('es');
    const user = userEvent.setup();
    const { fetchMock } = renderApp({
      route: '/history',
      user: testUser,
      handlers: historyApi(BETS, { [`POST ${CSV_PATH}`]: server }),
    });
    await screen.findByTestId('history-summary', {}, PAGE_LOAD);
    const title = 'Subir historial de Betfair';
    await user.click(await screen.findByRole('button', { name: title }));
    const q = within(await screen.findByRole('dialog', { name: title }));
    await user.click(q.getByRole('radio', { name: 'CSV' }));
    await user.click(q.getByTestId('upload-text'));
    await user.paste(SHEET);
    await user.click(q.getByRole('button', { name: 'Subir' }));

    // The mapper, prefilled from the saved mapping rather than the guess, and saying so.
    expect(await q.findByTestId('mapper-saved')).toHaveTextContent(
      'Usando tu asignación guardada «Mis casas».',
    );
    expect(q.getByRole('combobox', { name: 'Qué contiene la columna «Arriesgado»' })).toHaveValue(
      'Importe',
    );
    expect(q.getByRole('combobox', { name: 'Formato de cuota' })).toHaveValue(
      'Americana (+150, −110)',
    );
    // "G" is no word the guess knew: the saved mapping's meaning of it is kept.
    expect(q.getByRole('combobox', { name: 'Estado de «G»' })).toHaveValue('Ganada');
    expect(q.getByRole('textbox', { name: /Guardar esta asignación como/ })).toHaveValue(
      'Mis casas',
    );

    await user.click(q.getByRole('button', { name: 'Vista previa' }));
    await q.findByTestId('upload-preview');
    await user.click(q.getByRole('button', { name: 'Importar' }));
    await waitFor(() => expect(uploadCalls(fetchMock)).toHaveLength(3));
    expect(uploadCalls(fetchMock)).toEqual([
      { data: SHEET, userEmail: testUser.email, dryRun: true },
      { data: SHEET, userEmail: testUser.email, dryRun: true, mapping: SAVED },
      { data: SHEET, userEmail: testUser.email, mapping: SAVED },
    ]);
  });
});
