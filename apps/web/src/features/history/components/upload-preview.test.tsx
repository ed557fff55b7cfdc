import type { UploadResponse } from '@stakelab/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type StubHandler, type stubApi } from '../../../test/fetch-stub';
import { en } from '../../../i18n/en';
import { es } from '../../../i18n/es';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { BETS, historyApi } from '../test/history-api';

const CSV_PATH = '/api/history/upload-csv';
/**
 * Every wait here is for something to appear (findBy…, waitFor), so a long bound costs a
 * passing run nothing: on a busy machine the first render (the history route's lazy chunks)
 * took over 10 s once ("history-summary not found in time"); later steps get twice the 5 s
 * that test/setup.ts gives.
 */
const PAGE_LOAD = { timeout: 30_000 };
configure({ asyncUtilTimeout: 10_000 });

function uploadCalls(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url).startsWith(CSV_PATH) && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

const row = (overrides: Partial<NonNullable<UploadResponse['preview']>['new'][number]>) => ({
  BetId: 'B1',
  PlacedDate: '2025-03-10T12:00:00.000Z',
  EventDescription: 'Arsenal v Chelsea',
  Status: 'WON',
  Stake: 10,
  NetReturn: 5,
  ...overrides,
});

/**
 * A dry run of a re-import: 3 new, 2 updated, 40 unchanged, 1 conflict, 22 open; one record
 * unreadable, one warning. Each problem's `message` is not what the web shows: the web words
 * it from `code` and `params`, so a test that finds the English wording proves the key was used.
 */
const PREVIEW: UploadResponse = {
  success: true,
  message: 'Nothing was written yet: 3 new bets and 4 selections would be inserted.',
  inserted: 3,
  skipped: 43,
  selections: 4,
  format: 'pikkit-csv',
  dryRun: true,
  updated: 2,
  unchanged: 40,
  conflicts: 1,
  open: 22,
  setAside: 0,
  updatedByStatus: { LOST: 1, WON: 1 },
  warnings: [
    {
      severity: 'warning',
      row: 1047,
      field: 'odds',
      code: 'import.oddsBelowMinimum',
      params: { row: 1047, field: 'odds', odds: 0.84, min: 1.01 },
      message: 'server words, not shown',
    },
  ],
  unreadable: [
    {
      severity: 'unreadable',
      row: 7,
      field: 'time_placed',
      code: 'import.notADate',
      params: { row: 7, field: 'time_placed', value: 'yesterday' },
      message: 'server words, not shown',
    },
  ],
  morePages: false,
  preview: {
    new: [
      row({ BetId: 'N1', EventDescription: 'Real Madrid v Barcelona', Stake: 12.5, NetReturn: 0 }),
    ],
    updated: [
      row({
        BetId: 'U1',
        EventDescription: 'Lakers v Celtics',
        Status: 'WON',
        Stake: 20,
        NetReturn: 17,
        changes: [
          { field: 'Status', old: 'PENDING', new: 'WON' },
          { field: 'NetReturn', old: 0, new: 17 },
          { field: 'Selections[1].Result', old: null, new: 'WON' },
        ],
      }),
    ],
    unchanged: [],
    conflicts: [
      row({
        BetId: 'C1',
        EventDescription: 'Nadal v Federer',
        Status: 'LOST',
        Stake: 8,
        NetReturn: -8,
        changes: [{ field: 'Status', old: 'LOST', new: 'WON' }],
      }),
    ],
  },
};

/** What the import then answers: 21 updated (10 won, 11 lost), one row set aside as import 7. */
const RESULT: UploadResponse = {
  ...PREVIEW,
  message: 'Inserted 3 new bets and 4 selections.',
  dryRun: false,
  updated: 21,
  updatedByStatus: { LOST: 11, WON: 10 },
  conflicts: 0,
  setAside: 1,
  importId: 7,
};

async function openUpload(handler: StubHandler, language: 'en' | 'es' = 'en') {
  const user = userEvent.setup();
  const view = renderApp({
    route: '/history',
    user: testUser,
    handlers: historyApi(BETS, { [`POST ${CSV_PATH}`]: handler }),
  });
  await screen.findByTestId('history-summary', {}, PAGE_LOAD);
  if (language === 'es') {
    await user.click(screen.getByRole('button', { name: /Cambiar a español/ }));
  }
  const [open, dialogName] =
    language === 'es'
      ? ['Subir historial de Betfair', 'Subir historial de Betfair']
      : ['Upload Betfair History', 'Upload Betfair History'];
  await user.click(await screen.findByRole('button', { name: open }));
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  const q = within(dialog);
  await user.click(q.getByRole('radio', { name: 'CSV' }));
  await user.click(q.getByTestId('upload-text'));
  await user.paste('bet_id,sportsbook,type');
  return { user, q, ...view };
}

const countOf = (q: ReturnType<typeof within>, kind: string) =>
  within(q.getByTestId(`preview-count-${kind}`)).getByTestId('preview-count-value').textContent;

const previewThenImport: StubHandler = ({ body }) =>
  jsonResponse((body as { dryRun?: boolean }).dryRun === true ? PREVIEW : RESULT);

describe('upload preview', { timeout: 90_000 }, () => {
  it("writes each row's amounts in its currency (issue 33 part 6)", async () => {
    // A dollar bet: 12.50 staked, +17.00 net, its change from 0 to 17; a row without a
    // currency is in euros.
    const dollars: UploadResponse = {
      ...PREVIEW,
      unreadable: [],
      warnings: [],
      preview: {
        new: [row({ BetId: 'D1', Stake: 12.5, NetReturn: 0, Currency: 'USD' })],
        updated: [
          row({
            BetId: 'D2',
            Stake: 20,
            NetReturn: 17,
            Currency: 'USD',
            changes: [{ field: 'NetReturn', old: 0, new: 17 }],
          }),
        ],
        unchanged: [],
        conflicts: [row({ BetId: 'E1', Stake: 8, NetReturn: -8 })],
      },
    };
    const { user, q } = await openUpload(() => jsonResponse(dollars), 'es');
    await user.click(q.getByRole('button', { name: 'Subir' }));
    await q.findByTestId('upload-preview');
    // es-ES: "12,50 US$", a space before the sign (the matcher folds no-break spaces).
    expect(q.getByTestId('preview-new')).toHaveTextContent(/12,50\sUS\$0,00\sUS\$/);
    expect(q.getByTestId('preview-updated')).toHaveTextContent(/\+17,00\sUS\$/);
    expect(within(q.getByTestId('preview-updated')).getByTestId('import-change')).toHaveTextContent(
      /Neto: 0,00\sUS\$ → 17,00\sUS\$/,
    );
    expect(q.getByTestId('preview-conflicts')).toHaveTextContent(/8,00\s€/);
  });

  it('previews first, needs the set-aside tick, sends the choices, and says what was imported', async () => {
    const { user, q, fetchMock } = await openUpload(previewThenImport);
    await user.click(q.getByRole('button', { name: 'Upload' }));

    const preview = await q.findByTestId('upload-preview');
    expect(uploadCalls(fetchMock)).toEqual([
      { data: 'bet_id,sportsbook,type', userEmail: testUser.email, dryRun: true },
    ]);
    expect(within(preview).getByTestId('preview-format')).toHaveTextContent(
      'Detected: Pikkit export (CSV)',
    );
    expect(countOf(q, 'new')).toBe('3');
    expect(countOf(q, 'updated')).toBe('2');
    expect(countOf(q, 'unchanged')).toBe('40');
    expect(countOf(q, 'setAside')).toBe('1');
    expect(countOf(q, 'conflicts')).toBe('1');
    expect(countOf(q, 'open')).toBe('22');

    // Problems: row, field and the reason worded from the key, unreadable first.
    const problems = q.getAllByTestId('import-problem');
    expect(problems.map((p) => p.textContent)).toEqual([
      '7time_placedUnreadableRow 7: time_placed yesterday is not a date',
      '1047oddsKeptRow 1047: the odds 0.84 are below 1.01; the bet was kept without odds',
    ]);
    expect(q.queryByText(/server words/)).not.toBeInTheDocument();

    // Rows: the new bet, the updated one with its changes old → new, the conflict.
    expect(within(q.getByTestId('preview-new')).getByText('Real Madrid v Barcelona')).toBeVisible();
    expect(within(q.getByTestId('preview-new')).getByText('€12.50')).toBeVisible();
    // 3 new bets, 1 row sent: the rest are counted.
    expect(q.getByTestId('preview-new')).toHaveTextContent('and 2 more');
    expect(
      within(q.getByTestId('preview-updated'))
        .getAllByTestId('import-change')
        .map((c) => c.textContent),
    ).toEqual([
      `Status: ${en.history.statuses.PENDING} → Won`,
      'Net: €0.00 → €17.00',
      'Selection 2: Result: — → Won',
    ]);
    expect(q.getByTestId('preview-updated')).toHaveTextContent('+€17.00');
    expect(
      within(q.getByTestId('preview-conflicts')).getByTestId('import-change'),
    ).toHaveTextContent('Status: Lost → Won');
    expect(q.queryByTestId('preview-more-pages')).not.toBeInTheDocument();

    // Unreadable rows refuse the import until the user sets them aside.
    const importButton = q.getByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();
    expect(q.getByTestId('preview-set-aside')).toHaveTextContent(
      'Nothing is imported unless you set them aside',
    );
    await user.click(
      q.getByRole('checkbox', { name: 'Set this unreadable row aside and import the rest' }),
    );
    expect(importButton).toBeEnabled();
    await user.click(q.getByRole('checkbox', { name: 'Use the source’s version of bet C1' }));

    const betLoads = () =>
      fetchMock.mock.calls.filter(([url]) =>
        String(url).startsWith('/api/history/user-bets/changes'),
      ).length;
    const loadsBeforeImport = betLoads();
    expect(loadsBeforeImport).toBe(1); // a preview changes nothing: no reload
    await user.click(importButton);

    expect(await q.findByTestId('upload-success')).toHaveTextContent(
      'Inserted 3 new bets and 4 selections. Updated 21 bets: 10 won, 11 lost. 1 unreadable row was set aside.',
    );
    expect(uploadCalls(fetchMock)[1]).toEqual({
      data: 'bet_id,sportsbook,type',
      userEmail: testUser.email,
      setAsideUnreadable: true,
      preferSource: ['C1'],
    });
    expect(q.getByRole('link', { name: 'Download the rows set aside (CSV)' })).toHaveAttribute(
      'href',
      '/api/history/imports/7/set-aside.csv',
    );
    expect(q.queryByTestId('upload-preview')).not.toBeInTheDocument();
    expect(q.getByTestId('upload-text')).toHaveValue('');
    await waitFor(() => expect(betLoads()).toBe(2));
  });

  it('keeps hand-edited bets and sets nothing aside when the user ticks nothing', async () => {
    const clean: UploadResponse = { ...PREVIEW, unreadable: [], warnings: [] };
    const { user, q, fetchMock } = await openUpload(({ body }) =>
      jsonResponse(
        (body as { dryRun?: boolean }).dryRun === true
          ? clean
          : {
              ...RESULT,
              updated: 0,
              updatedByStatus: {},
              conflicts: 1,
              setAside: 0,
              unreadable: [],
            },
      ),
    );
    await user.click(q.getByRole('button', { name: 'Upload' }));
    await q.findByTestId('upload-preview');
    expect(q.queryByTestId('preview-set-aside')).not.toBeInTheDocument();
    expect(q.queryByTestId('import-problems')).not.toBeInTheDocument();
    await user.click(q.getByRole('button', { name: 'Import' }));
    expect(await q.findByTestId('upload-success')).toHaveTextContent(
      'Inserted 3 new bets and 4 selections. Kept your version of 1 bet you edited by hand.',
    );
    expect(uploadCalls(fetchMock)[1]).toEqual({
      data: 'bet_id,sportsbook,type',
      userEmail: testUser.email,
    });
    expect(q.queryByTestId('upload-set-aside-download')).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Upload', 'Import', 'Nothing new to import: every bet is already in your history.'],
    [
      'es',
      'Subir',
      'Importar',
      'Nada nuevo que importar: todas las apuestas ya están en tu historial.',
    ],
  ] as const)(
    're-importing the same file: Import stays off and the preview says why (%s)',
    async (language, upload, importName, message) => {
      // The second upload of one file: 1,858 bets, every one already stored as it is.
      const again: UploadResponse = {
        ...PREVIEW,
        message: 'Nothing was written yet: 0 new bets and 0 selections would be inserted.',
        inserted: 0,
        selections: 0,
        updated: 0,
        unchanged: 1858,
        conflicts: 0,
        open: 0,
        updatedByStatus: {},
        unreadable: [],
        warnings: [],
        preview: { new: [], updated: [], unchanged: [], conflicts: [] },
      };
      const { user, q, fetchMock } = await openUpload(() => jsonResponse(again), language);
      await user.click(q.getByRole('button', { name: upload }));
      expect(await q.findByTestId('preview-nothing-new')).toHaveTextContent(message);
      expect(countOf(q, 'unchanged')).toBe(language === 'es' ? '1.858' : '1,858');
      const importButton = q.getByRole('button', { name: importName });
      expect(importButton).toBeDisabled();
      await user.click(importButton);
      expect(uploadCalls(fetchMock)).toHaveLength(1); // the dry run only
    },
  );

  it('lets the import run when nothing is new but the user takes the source’s version', async () => {
    const onlyConflict: UploadResponse = {
      ...PREVIEW,
      inserted: 0,
      updated: 0,
      unreadable: [],
      warnings: [],
    };
    const { user, q } = await openUpload(() => jsonResponse(onlyConflict));
    await user.click(q.getByRole('button', { name: 'Upload' }));
    expect(await q.findByTestId('preview-nothing-new')).toBeVisible();
    expect(q.getByRole('button', { name: 'Import' })).toBeDisabled();
    await user.click(q.getByRole('checkbox', { name: 'Use the source’s version of bet C1' }));
    expect(q.queryByTestId('preview-nothing-new')).not.toBeInTheDocument();
    expect(q.getByRole('button', { name: 'Import' })).toBeEnabled();
  });

  it('shows the preview and the result in Spanish', async () => {
    const { user, q } = await openUpload(previewThenImport, 'es');
    await user.click(q.getByRole('button', { name: 'Subir' }));
    await q.findByTestId('upload-preview');
    expect(q.getByTestId('preview-format')).toHaveTextContent(
      'Detectado: Exportación de Pikkit (CSV)',
    );
    expect(q.getByTestId('preview-count-open')).toHaveTextContent('Abiertas22');
    expect(q.getByTestId('preview-count-setAside')).toHaveTextContent('Ilegibles1');
    expect(q.getAllByTestId('import-problem').map((p) => p.textContent)).toEqual([
      '7time_placedIlegibleFila 7: time_placed yesterday no es una fecha',
      '1047oddsGuardadaFila 1047: la cuota 0,84 es menor que 1,01; la apuesta se ha guardado sin cuota',
    ]);
    expect(
      within(q.getByTestId('preview-updated'))
        .getAllByTestId('import-change')
        .map((c) => c.textContent),
    ).toEqual([
      `Estado: ${es.history.statuses.PENDING} → Ganada`,
      // es-ES puts a no-break space before €.
      'Neto: 0,00\u00a0€ → 17,00\u00a0€',
      'Selección 2: Resultado: — → Ganada',
    ]);
    expect(q.getByRole('button', { name: 'Importar' })).toBeDisabled();
    await user.click(
      q.getByRole('checkbox', { name: 'Apartar esta fila ilegible e importar el resto' }),
    );
    await user.click(q.getByRole('button', { name: 'Importar' }));
    expect(await q.findByTestId('upload-success')).toHaveTextContent(
      'Se han insertado 3 apuestas nuevas y 4 selecciones. Se han actualizado 21 apuestas: 10 ganadas, 11 perdidas. Se ha apartado 1 fila ilegible.',
    );
    expect(q.getByRole('link', { name: 'Descargar las filas apartadas (CSV)' })).toBeVisible();
  });

  it('says when the text is one page of several, and lists at most 50 problems', async () => {
    const warnings = Array.from({ length: 53 }, (_, i) => ({
      severity: 'warning' as const,
      row: i + 2,
      field: 'profit',
      code: 'import.profitOfVoidBet',
      params: { row: i + 2, status: 'VOID', profit: 1.5 },
      message: 'server words',
    }));
    const { user, q } = await openUpload(() =>
      jsonResponse({ ...PREVIEW, morePages: true, unreadable: [], warnings }),
    );
    await user.click(q.getByRole('button', { name: 'Upload' }));
    expect(await q.findByTestId('preview-more-pages')).toHaveTextContent(
      'use the cURL import, which follows the pages by itself, or request the next page',
    );
    expect(q.getByTestId('import-problems')).toHaveTextContent('Problems found (53)');
    expect(q.getAllByTestId('import-problem')).toHaveLength(50);
    expect(q.getByTestId('import-problems')).toHaveTextContent('and 3 more');
    expect(q.getAllByTestId('import-problem')[0]).toHaveTextContent(
      // An amount, written with its cents.
      'Row 2: a VOID bet returns its stake, so its profit 1.50 was taken as 0',
    );
  });

  it.each([
    ['en', 'Upload', 'Problems found (120,070)', 'and 120,020 more'],
    ['es', 'Subir', 'Problemas encontrados (120.070)', 'y 120.020 más'],
  ] as const)(
    'counts every problem the server counted, beyond the 50 it listed (%s)',
    async (language, upload, title, more) => {
      // The server lists 2 of 70 unreadable records and 50 of 120,000 warnings.
      const problem = (severity: 'warning' | 'unreadable', i: number) => ({
        severity,
        row: i + 2,
        field: 'profit',
        code: 'import.profitOfVoidBet' as const,
        params: { row: i + 2, status: 'VOID', profit: 1.5 },
        message: 'server words',
      });
      const { user, q } = await openUpload(
        () =>
          jsonResponse({
            ...PREVIEW,
            unreadable: [problem('unreadable', 0), problem('unreadable', 1)],
            unreadableTotal: 70,
            warnings: Array.from({ length: 50 }, (_, i) => problem('warning', i)),
            warningsTotal: 120_000,
          }),
        language,
      );
      await user.click(q.getByRole('button', { name: upload }));
      expect(await q.findByTestId('import-problems')).toHaveTextContent(title);
      // 50 rows shown (2 unreadable, 48 warnings): 120,070 − 50 more.
      expect(q.getAllByTestId('import-problem')).toHaveLength(50);
      expect(q.getByTestId('import-problems')).toHaveTextContent(more);
      expect(countOf(q, 'setAside')).toBe('70');
    },
  );

  it.each([
    ['en', 'The text ends too early (line 3, column 18): was it cut off when copied?'],
    ['es', 'El texto termina antes de tiempo (línea 3, columna 18): ¿se cortó al copiarlo?'],
  ] as const)('words an importer refusal from its key (%s)', async (language, expected) => {
    const { user, q } = await openUpload(
      () =>
        jsonResponse(
          {
            success: false,
            message: 'English developer text',
            code: 'import.truncated',
            params: { line: 3, column: 18 },
          },
          400,
        ),
      language,
    );
    await user.click(q.getByRole('button', { name: language === 'es' ? 'Subir' : 'Upload' }));
    expect(await q.findByTestId('upload-error')).toHaveTextContent(expected);
    expect(q.queryByTestId('upload-preview')).not.toBeInTheDocument();
  });
});
