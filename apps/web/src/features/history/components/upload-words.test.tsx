import type { UploadResponse } from '@stakelab/core';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type StubHandler } from '../../../test/fetch-stub';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { BETS, historyApi } from '../test/history-api';

const CSV_PATH = '/api/history/upload-csv';
/** Waits are for something to appear; the history route's lazy chunks can be slow to load. */
const PAGE_LOAD = { timeout: 30_000 };
configure({ asyncUtilTimeout: 10_000 });

/** Opens the upload dialog (in Spanish when asked) and pastes a CSV header on the JSON tab. */
async function openUpload(handler: StubHandler, language: 'en' | 'es' = 'en') {
  const user = userEvent.setup();
  renderApp({
    route: '/history',
    user: testUser,
    handlers: historyApi(BETS, { [`POST ${CSV_PATH}`]: handler }),
  });
  await screen.findByTestId('history-summary', {}, PAGE_LOAD);
  if (language === 'es') {
    await user.click(screen.getByRole('button', { name: /Cambiar a español/ }));
  }
  const name = language === 'es' ? 'Subir historial de Betfair' : 'Upload Betfair History';
  await user.click(await screen.findByRole('button', { name }));
  const q = within(await screen.findByRole('dialog', { name }));
  // The JSON tab, the default: the CSV goes to the CSV endpoint all the same.
  await user.click(q.getByTestId('upload-text'));
  await user.paste('Market;Selection;Bet ID');
  return { user, q };
}

const PNL_PREVIEW: UploadResponse = {
  success: true,
  message: 'Nothing was written yet.',
  inserted: 2,
  skipped: 0,
  selections: 2,
  format: 'betfair-site-pnl-csv',
  dryRun: true,
  updated: 0,
  unchanged: 0,
  conflicts: 0,
  open: 0,
  setAside: 0,
  warnings: [],
  unreadable: [],
  morePages: false,
};

const refusal =
  (code: string, params: Record<string, string | number>): StubHandler =>
  () =>
    jsonResponse({ success: false, message: 'server words, not shown', code, params }, 400);

describe('the upload’s words', { timeout: 90_000 }, () => {
  it('says what the server detected, naming the source and the format', async () => {
    const { user, q } = await openUpload(() => jsonResponse(PNL_PREVIEW));
    await user.click(q.getByRole('button', { name: 'Upload' }));
    expect(await q.findByTestId('preview-format')).toHaveTextContent(
      'Detected: Betfair Exchange site — Betting P&L (CSV)',
    );
  });

  it('says it in Spanish', async () => {
    const { user, q } = await openUpload(() => jsonResponse(PNL_PREVIEW), 'es');
    await user.click(q.getByRole('button', { name: 'Subir' }));
    expect(await q.findByTestId('preview-format')).toHaveTextContent(
      'Detectado: Web de Betfair Exchange — Pérdidas y ganancias (CSV)',
    );
  });

  it('writes a refusal’s numbers the Spanish way: 0,84, not 0.84', async () => {
    const { user, q } = await openUpload(
      refusal('import.oddsTooLow', { row: 3, field: 'odds', odds: 0.84, min: 1.01 }),
      'es',
    );
    await user.click(q.getByRole('button', { name: 'Subir' }));
    const error = await q.findByTestId('upload-error');
    expect(error).toHaveTextContent(
      'Fila 3: la cuota 0,84 es menor que 1,01, y sin ella no se puede calcular la apuesta',
    );
    expect(error.textContent).not.toContain('0.84');
  });

  it('groups a large number the Spanish way and leaves the row as written', async () => {
    const { user, q } = await openUpload(
      refusal('import.tooManyRows', { row: 200002, max: 200000 }),
      'es',
    );
    await user.click(q.getByRole('button', { name: 'Subir' }));
    expect(await q.findByTestId('upload-error')).toHaveTextContent(
      'Fila 200002: el texto tiene más de 200.000 filas; impórtalo por partes (por rango de fechas)',
    );
  });

  it('lists the formats tried in Spanish, by the ids the server sends', async () => {
    const { user, q } = await openUpload(
      refusal('import.unknownFormat', {
        tried: 'Betfair Sportsbook website history ({bets:[…]} with legs); Pikkit CSV export',
        formats: 'betfair-sportsbook pikkit-csv',
      }),
      'es',
    );
    await user.click(q.getByRole('button', { name: 'Subir' }));
    const error = await q.findByTestId('upload-error');
    expect(error).toHaveTextContent(
      'Este importador no reconoce este historial de apuestas (probados: Historial de Betfair Sportsbook (JSON), Exportación de Pikkit (CSV))',
    );
    expect(error.textContent).not.toContain('{bets');
  });

  it('words a refused cURL replay in Spanish, by its reason', async () => {
    const { user, q } = await openUpload(
      refusal('REPLAY_FAILED', {
        reason: 'import.replayNotAllowed',
        origin: 'https://evil.example',
      }),
      'es',
    );
    await user.click(q.getByRole('button', { name: 'Subir' }));
    expect(await q.findByTestId('upload-error')).toHaveTextContent(
      'https://evil.example no es una dirección de Betfair permitida: copia el comando desde una página de Betfair',
    );
  });

  it('names the format a CSV is close to in Spanish, with its own column names', async () => {
    const { user, q } = await openUpload(
      refusal('import.csvColumnsMissing', {
        format: 'Pikkit CSV export',
        formatId: 'pikkit-csv',
        columns: 'bet_id, profit',
      }),
      'es',
    );
    await user.click(q.getByRole('button', { name: 'Subir' }));
    expect(await q.findByTestId('upload-error')).toHaveTextContent(
      'Se parece a este formato: Exportación de Pikkit (CSV); pero le faltan las columnas bet_id, profit',
    );
  });

  it('says a CSV is welcome, and folds out how to get a file from each source', async () => {
    const { user, q } = await openUpload(() => jsonResponse(PNL_PREVIEW));
    expect(q.getByTestId('upload-intro')).toHaveTextContent('or a CSV');
    expect(q.queryByTestId('upload-guide-panel')).not.toBeInTheDocument();
    const toggle = q.getByRole('button', { name: 'How do I get my file?' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const steps = () =>
      within(q.getByTestId('upload-guide-steps'))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    // The Exchange site first: three steps, the second about P&L by bet.
    expect(steps()).toHaveLength(3);
    expect(steps()[1]).toMatch(/by bet, not by market/);
    await user.click(q.getByRole('combobox', { name: 'Where is your history?' }));
    await user.click(await screen.findByRole('option', { name: 'Pikkit' }));
    expect(steps()).toEqual([
      'In the Pikkit app, export your bets as a CSV file (from its settings).',
      'Choose the file here or paste its text: its columns (bet_id, status, odds, amount, profit) are read as they are.',
    ]);
  });

  it('folds out the guide in Spanish', async () => {
    const { user, q } = await openUpload(() => jsonResponse(PNL_PREVIEW), 'es');
    await user.click(q.getByRole('button', { name: '¿Cómo consigo mi archivo?' }));
    await user.click(q.getByRole('combobox', { name: '¿Dónde está tu historial?' }));
    await user.click(await screen.findByRole('option', { name: 'Una hoja de cálculo' }));
    const steps = within(q.getByTestId('upload-guide-steps')).getAllByRole('listitem');
    expect(steps[1]).toHaveTextContent(
      'Cada apuesta necesita su fecha y su importe, y su cuota, resultado o beneficio.',
    );
  });
});
