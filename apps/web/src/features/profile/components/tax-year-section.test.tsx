import type { TaxReportResponse, UserProfile } from '@stakelab/core';
import { TAX_YEAR_EXPECTED } from '@stakelab/core/analytics/tax-year.test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, type StubRequest } from '../../../test/fetch-stub';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { taxYearChoices } from './tax-year-section';

/*
 * Issue 37 part 7 on /profile: the tax year of core's hand-worked example
 * (analytics/tax-year.test-support.ts works every figure), as the server answers it.
 */

const profile: UserProfile = {
  username: testUser.username,
  email: testUser.email,
  first_name: 'Lucía',
  last_name: 'Núñez',
  birth_date: '1990-05-17',
  gender: 'F',
  city: null,
  country: null,
  state: null,
  is_admin: false,
  user_id: testUser.user_id,
};

const brlRow = {
  id: 11,
  betId: 'TAX-K',
  day: '2026-05-20',
  bookmaker: 'Pinnacle',
  event: 'Flamengo v Palmeiras',
  status: 'WON',
  freeBet: false,
  currency: 'BRL',
  stakeCents: 10000,
  odds: 2,
  netCents: 10000,
  perEuroMicros: null,
  netEurCents: null,
};

const report = (year: number): TaxReportResponse => ({
  success: true,
  year,
  timeZone: 'Europe/Madrid',
  currency: 'EUR',
  bookmakers: year === 2026 ? TAX_YEAR_EXPECTED.bookmakers : [],
  totals:
    year === 2026
      ? TAX_YEAR_EXPECTED.totals
      : { bets: 0, winningsCents: 0, lossesCents: 0, netCents: 0 },
  evidence: [],
  unconverted: year === 2026 ? [brlRow] : [],
  openBets: year === 2026 ? 1 : 0,
});

/** The files' bodies as the stub server sends them, to tell which one was saved. */
const FILE_BODY = { pdf: '%PDF-1.7 stub', csv: 'Bookmaker,Bets\r\n' };

// jsdom has no object URLs: the download hands the fetched file to the browser through one.
const saved: Array<{ name: string; blob: Blob }> = [];
beforeEach(() => {
  saved.length = 0;
  let blob: Blob | undefined;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (made: Blob) => ((blob = made), 'blob:tax-file'),
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (blob && this.href === 'blob:tax-file') saved.push({ name: this.download, blob });
  });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

/** The PDF refused as the server refuses one while another of the user's is being built. */
const pdfBusy = () =>
  new Response(
    JSON.stringify({
      success: false,
      code: 'TAX_REPORT_PDF_BUSY',
      message: 'Your tax report PDF is already being prepared. Please try again in a few seconds.',
    }),
    { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '5' } },
  );

async function openProfile({ busy = false } = {}) {
  const asked: StubRequest[] = [];
  const user = userEvent.setup();
  renderApp({
    route: '/profile',
    user: testUser,
    handlers: {
      'GET /api/auth/user-profile': () => jsonResponse({ success: true, user: profile }),
      'GET /api/geo/countries': () => jsonResponse({ success: true, countries: [] }),
      'GET /api/auth/two-factor': () =>
        jsonResponse({ success: true, enabled: false, recovery_codes_left: 0 }),
      'GET /api/auth/sessions': () => jsonResponse({ success: true, sessions: [] }),
      'GET /api/account/export': () =>
        jsonResponse({ success: true, export: null, exports_left: 3 }),
      'GET /api/history/tax-report': (request) => {
        asked.push(request);
        const year = request.query.get('year') ?? '';
        const format = request.query.get('format');
        if (format === 'pdf' && busy) return pdfBusy();
        if (format === 'pdf' || format === 'csv') {
          return new Response(FILE_BODY[format], {
            headers: {
              'Content-Disposition': `attachment; filename="stakelab-tax-${year}-${request.query.get('lang') ?? ''}.${format}"`,
            },
          });
        }
        return jsonResponse(report(Number(year)));
      },
    },
  });
  await screen.findByTestId('tax-year-show', {}, { timeout: 10_000 });
  return { user, asked };
}

/** The table's rows as their cells' texts. */
function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) =>
      [...row.querySelectorAll('th, td')].map(
        (cell) => cell.textContent?.replace(/\s+/g, ' ').trim() ?? '',
      ),
    );
}

async function pickYear(user: ReturnType<typeof userEvent.setup>, year: string) {
  await user.click(screen.getByRole('combobox', { name: /^(Year|Año)$/ }));
  await user.click(await screen.findByRole('option', { name: year }));
}

describe('the tax year on /profile', { timeout: 30_000 }, () => {
  it('offers this year and the nine before', () => {
    expect(taxYearChoices(new Date(2027, 2, 1))).toEqual([
      2027, 2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018,
    ]);
  });

  it('works out a year only when asked, then shows each bookmaker and the totals', async () => {
    const { user, asked } = await openProfile();
    expect(asked).toHaveLength(0);
    expect(screen.getByTestId('tax-year-statement')).toHaveTextContent(
      /^This is not tax advice\..*European Central Bank.*ask a tax adviser/,
    );
    await pickYear(user, '2026');
    await user.click(screen.getByTestId('tax-year-show'));
    const table = await screen.findByTestId('tax-year-table');
    expect(rowsOf(table)).toEqual([
      ['Bookmaker', 'Bets', 'Winnings', 'Losses', 'Net'],
      ['Bet365', '4', '€35.00', '€20.00', '€15.00'],
      ['Pinnacle', '3', '€40.00', '€27.27', '€12.73'],
      ['Unknown', '1', '€8.00', '€0.00', '€8.00'],
      ['All bookmakers', '8', '€83.00', '€47.27', '€35.73'],
    ]);
    expect(screen.getByText('1 open bet is left out.')).toBeInTheDocument();
    expect(screen.getByTestId('tax-year-unconverted')).toHaveTextContent(
      /^1 bet has no exchange rate/,
    );
    expect(asked).toHaveLength(1);
    expect(asked[0]?.query.get('year')).toBe('2026');
    expect(asked[0]?.query.get('format')).toBe('json');
    expect(asked[0]?.query.get('timeZone')).toBeTruthy();
    // The files of the year picked, in the interface language, saved under the server's names.
    await user.click(screen.getByTestId('tax-year-pdf'));
    await waitFor(() => expect(saved).toHaveLength(1));
    await user.click(screen.getByTestId('tax-year-csv'));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved.map((file) => file.name)).toEqual([
      'stakelab-tax-2026-en.pdf',
      'stakelab-tax-2026-en.csv',
    ]);
    expect(await saved[0]?.blob.text()).toBe(FILE_BODY.pdf);
    expect(await saved[1]?.blob.text()).toBe(FILE_BODY.csv);
    expect(asked.slice(1).map((request) => Object.fromEntries(request.query))).toEqual([
      expect.objectContaining({ year: '2026', format: 'pdf', lang: 'en' }),
      expect.objectContaining({ year: '2026', format: 'csv', lang: 'en' }),
    ]);
    expect(screen.queryByTestId('tax-year-download-error')).not.toBeInTheDocument();
  });

  it('says why a PDF was refused instead of saving the refusal', async () => {
    const { user } = await openProfile({ busy: true });
    await user.click(screen.getByTestId('tax-year-pdf'));
    expect(await screen.findByTestId('tax-year-download-error')).toHaveTextContent(
      'Your tax report PDF is already being prepared. Please try again in a few seconds.',
    );
    expect(saved).toEqual([]);
  });

  it('says when a year has no settled bets', async () => {
    const { user } = await openProfile();
    await pickYear(user, '2025');
    await user.click(screen.getByTestId('tax-year-show'));
    expect(await screen.findByTestId('tax-year-none')).toHaveTextContent(
      'No settled bets in 2025.',
    );
  });

  it('is in Spanish, the files too', async () => {
    await i18n.changeLanguage('es');
    try {
      const { user } = await openProfile();
      expect(screen.getByTestId('tax-year-statement')).toHaveTextContent(
        /^Esto no es asesoramiento fiscal\..*Banco Central Europeo.*asesor fiscal/,
      );
      await pickYear(user, '2026');
      await user.click(screen.getByRole('button', { name: 'Ver las cifras' }));
      const table = await screen.findByTestId('tax-year-table');
      await waitFor(() =>
        expect(rowsOf(table).at(-1)).toEqual([
          'Todos los operadores',
          '8',
          '83,00 €',
          '47,27 €',
          '35,73 €',
        ]),
      );
      expect(rowsOf(table)[3]?.[0]).toBe('Desconocido');
      expect(screen.getByTestId('tax-year-pdf')).toHaveTextContent('Descargar PDF');
      await user.click(screen.getByTestId('tax-year-pdf'));
      await waitFor(() =>
        expect(saved.map((file) => file.name)).toEqual(['stakelab-tax-2026-es.pdf']),
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
