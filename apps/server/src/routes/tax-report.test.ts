import { taxReportResponseSchema, type TaxReportResponse } from '@stakelab/core';
import {
  TAX_YEAR_BETS,
  TAX_YEAR_EXPECTED,
  TAX_YEAR_RATES_CSV,
} from '@stakelab/core/analytics/tax-year.test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBets } from '../repositories/bet-inserts.ts';
import { setAdmin } from '../repositories/users.ts';
import { registerUser, type RegisteredUser } from '../test/accounts.ts';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { betRecord, selectionRecord } from '../test/factories.ts';
import { pdfText } from '../test/pdf-text.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

/*
 * Issue 37 part 7: the tax year of core's hand-worked example (analytics/tax-year.test-support.ts,
 * every figure worked there), stored as bets and read back as JSON, CSV and PDF, in English and
 * Spanish. Another user's bets of the same year never appear.
 */

describeWithDatabase(`The tax report on ${testDialect}`, () => {
  let server: TestServer;
  let user: RegisteredUser;
  let other: RegisteredUser;
  const keyOf = (betId: string) => betId.replace('TAX-', '');

  beforeAll(async () => {
    server = await startTestServer();
    const admin = await registerUser(server);
    await setAdmin(server.database.db, admin.email, true, new Date());
    user = await registerUser(server, { first_name: 'Lucía', last_name: 'Núñez' });
    other = await registerUser(server);
    const loaded = await server.request('/api/admin/fx-rates', {
      json: { data: TAX_YEAR_RATES_CSV },
      headers: { cookie: admin.cookie },
    });
    expect(loaded.status).toBe(200);
    const records = TAX_YEAR_BETS.map((b) =>
      betRecord({
        source: 'manual',
        sourceBetId: `TAX-${b.key}`,
        placedAt: b.placedAt,
        settledAt: b.settledAt,
        eventDescription: b.event,
        oddsMilli: b.oddsMilli,
        stakeCents: b.stakeCents,
        returnCents: b.freeBet ? b.netCents : Math.max(0, b.stakeCents + b.netCents),
        netReturnCents: b.netCents,
        status: b.status,
        bookmaker: b.bookmaker,
        freeBet: b.freeBet,
        currency: b.currency,
        selections: [selectionRecord({ eventName: b.event })],
      }),
    );
    await insertBets(server.database.db, user.userId, records, new Date());
    // Another user's big win at Bet365 in the same year: never in the user's report.
    await insertBets(
      server.database.db,
      other.userId,
      [
        betRecord({
          sourceBetId: 'OTHER-1',
          bookmaker: 'Bet365',
          eventDescription: 'Someone else’s bet',
          placedAt: '2026-05-05T10:00:00.000Z',
          settledAt: '2026-05-05T12:00:00.000Z',
          stakeCents: 100_000,
          returnCents: 500_000,
          netReturnCents: 400_000,
          oddsMilli: 5000,
        }),
        // Placed in June 2025, settled in February 2026 (ante-post): a bet of 2026.
        betRecord({
          sourceBetId: 'OTHER-ANTEPOST',
          bookmaker: 'Bet365',
          placedAt: '2025-06-01T10:00:00.000Z',
          settledAt: '2026-02-01T12:00:00.000Z',
          stakeCents: 1000,
          returnCents: 3000,
          netReturnCents: 2000,
          oddsMilli: 3000,
        }),
      ],
      new Date(),
    );
  });
  afterAll(() => server.close());

  const ask = (who: RegisteredUser, query: string) =>
    server.request(`/api/history/tax-report?${query}`, { headers: { cookie: who.cookie } });

  it('answers the hand-worked year as JSON: per bookmaker, totals, evidence, apart', async () => {
    const res = await ask(user, 'year=2026&timeZone=Europe/Madrid');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = taxReportResponseSchema.parse(await bodyOf(res)) as TaxReportResponse;
    expect(body.bookmakers).toEqual(TAX_YEAR_EXPECTED.bookmakers);
    expect(body.totals).toEqual(TAX_YEAR_EXPECTED.totals);
    expect(body.evidence.map((r) => keyOf(r.betId))).toEqual(TAX_YEAR_EXPECTED.evidenceOrder);
    expect(body.unconverted.map((r) => keyOf(r.betId))).toEqual(TAX_YEAR_EXPECTED.unconverted);
    expect(body.openBets).toBe(1);
    expect(body.evidence.find((r) => r.betId === 'TAX-D')).toMatchObject({
      day: '2026-06-06',
      currency: 'USD',
      netCents: -3000,
      perEuroMicros: 1_100_000,
      netEurCents: -2727,
    });
    // In UTC, the 31 December bets change years (core's test works these figures).
    const utc = (await bodyOf(await ask(user, 'year=2026&timeZone=UTC'))) as TaxReportResponse;
    expect(utc.totals).toEqual({ bets: 8, winningsCents: 8000, lossesCents: 4727, netCents: 3273 });
  });

  it("never shows another user's bets, and is for signed-in users only", async () => {
    const mine = (await bodyOf(await ask(user, 'year=2026'))) as TaxReportResponse;
    expect(mine.evidence.some((r) => r.betId === 'OTHER-1')).toBe(false);
    const theirs = (await bodyOf(
      await ask(other, 'year=2026&timeZone=Europe/Madrid'),
    )) as TaxReportResponse;
    // 4,000.00 + the ante-post bet's 20.00.
    expect(theirs.totals).toEqual({
      bets: 2,
      winningsCents: 402_000,
      lossesCents: 0,
      netCents: 402_000,
    });
    expect(theirs.evidence.map((r) => r.betId)).toEqual(['OTHER-ANTEPOST', 'OTHER-1']);
    const their2025 = (await bodyOf(await ask(other, 'year=2025'))) as TaxReportResponse;
    expect(their2025.evidence).toEqual([]);
    const csv = await (await ask(other, 'year=2026&format=csv')).text();
    expect(csv).not.toContain('TAX-');
    expect((await server.request('/api/history/tax-report?year=2026')).status).toBe(401);
  });

  it('answers a personal API token that reads bets, as the other history reads', async () => {
    const made = await server.request('/api/auth/tokens', {
      headers: { cookie: user.cookie },
      json: { name: 'tax script', scope: 'bets:read', expires_in_days: 30 },
    });
    const { secret } = (await bodyOf(made)) as { secret: string };
    const res = await server.request('/api/history/tax-report?year=2026&timeZone=Europe/Madrid', {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(res.status).toBe(200);
    expect(((await bodyOf(res)) as TaxReportResponse).totals).toEqual(TAX_YEAR_EXPECTED.totals);
  });

  it('refuses a year or a zone it cannot read', async () => {
    expect((await ask(user, 'year=twenty')).status).toBe(400);
    expect((await ask(user, 'year=2026&format=xls')).status).toBe(400);
    expect((await ask(user, 'year=2026&timeZone=Mars/Olympus')).status).toBe(400);
  });

  describe('the CSV', () => {
    it('holds the totals and every bet, amounts as numbers, in English', async () => {
      const res = await ask(user, 'year=2026&format=csv&lang=en&timeZone=Europe/Madrid');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe(
        'attachment; filename="stakelab-tax-2026-en.csv"',
      );
      const lines = (await res.text()).replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe('"Betting winnings and losses, tax year 2026"');
      expect(lines[1]).toBe('Prepared for Lucía Núñez by StakeLab');
      expect(lines.some((l) => l.startsWith('"This is not tax advice.'))).toBe(true);
      expect(lines).toContain('Bookmaker,Bets,Winnings (EUR),Losses (EUR),Net (EUR)');
      expect(lines).toContain('Bet365,4,35.00,20.00,15.00');
      expect(lines).toContain('Pinnacle,3,40.00,27.27,12.73');
      expect(lines).toContain('Unknown,1,8.00,0.00,8.00');
      expect(lines).toContain('All bookmakers,8,83.00,47.27,35.73');
      expect(lines).toContain('1 open bet is left out.');
      expect(lines).toContain(
        'Date,Bookmaker,Event,Bet ID,Status,Free bet,Currency,Stake,Odds,Net,Rate (per EUR),Net (EUR)',
      );
      expect(lines).toContain(
        '2026-06-06,Pinnacle,Yankees v Red Sox,TAX-D,LOST,No,USD,30.00,2.1,-30.00,1.1,-27.27',
      );
      expect(lines).toContain(
        '2026-01-01,Unknown,Nochevieja special,TAX-I,WON,No,EUR,8.00,2,8.00,1,8.00',
      );
      expect(lines).toContain(
        '2026-05-01,Bet365,Valencia v Villarreal,TAX-E,WON,Yes,EUR,10.00,3,20.00,1,20.00',
      );
      // The BRL bet: listed, with no rate and no euros.
      expect(lines).toContain(
        '2026-05-20,Pinnacle,Flamengo v Palmeiras,TAX-K,WON,No,BRL,100.00,2,100.00,,',
      );
      expect(lines.filter((l) => /^\d{4}-\d{2}-\d{2},/.test(l))).toHaveLength(9);
      expect(lines.at(-2)).toMatch(/^No ECB rate for their currency/);
    });

    it('is in Spanish with lang=es, the amounts still numbers', async () => {
      const res = await ask(user, 'year=2026&format=csv&lang=es&timeZone=Europe/Madrid');
      const lines = (await res.text()).replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe('"Ganancias y pérdidas de apuestas, ejercicio 2026"');
      expect(lines.some((l) => l.startsWith('"Esto no es asesoramiento fiscal.'))).toBe(true);
      expect(lines).toContain('Operador,Apuestas,Ganancias (EUR),Pérdidas (EUR),Neto (EUR)');
      expect(lines).toContain('Desconocido,1,8.00,0.00,8.00');
      expect(lines).toContain('Todos los operadores,8,83.00,47.27,35.73');
      expect(lines).toContain(
        '2026-05-02,Bet365,Osasuna v Mallorca,TAX-F,LOST,Sí,EUR,10.00,4,0.00,1,0.00',
      );
    });
  });

  describe('the PDF', () => {
    it.each([
      [
        'en',
        [
          'Betting winnings and losses, tax year 2026',
          'Lucía Núñez',
          'This is not tax advice',
          'All bookmakers',
          '€35.73',
          '€47.27',
          '-€27.27',
          'Unknown',
          'Page 2',
        ],
      ],
      [
        'es',
        [
          'Ganancias y pérdidas de apuestas, ejercicio 2026',
          'Lucía Núñez',
          'Esto no es asesoramiento fiscal',
          'Todos los operadores',
          '35,73 €',
          '47,27 €',
          '-27,27 €',
          'Desconocido',
          'Página 2',
        ],
      ],
    ])('is a PDF of pages in %s, with the figures and the statement', async (lang, words) => {
      const res = await ask(user, `year=2026&format=pdf&lang=${lang}&timeZone=Europe/Madrid`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      const pdf = Buffer.from(await res.arrayBuffer());
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // The summary, the evidence, the bets without a rate: three pages.
      expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(3);
      const text = pdfText(pdf);
      for (const word of words) expect(text).toContain(word);
      expect(text).toContain('Yankees v Red Sox');
      expect(text).not.toContain('Someone else');
    });
  });

  describe('the PDF, bounded', () => {
    // Two builds an hour for this server's users: a third must wait, a reused PDF never does.
    let bounded: TestServer;
    let ana: RegisteredUser;
    const pdfOf = (lang: string) =>
      bounded.request(`/api/history/tax-report?year=2026&format=pdf&lang=${lang}&timeZone=UTC`, {
        headers: { cookie: ana.cookie },
      });
    const addBet = (id: string, event: string) =>
      insertBets(
        bounded.database.db,
        ana.userId,
        [
          betRecord({
            sourceBetId: id,
            bookmaker: 'Bet365',
            eventDescription: event,
            placedAt: '2026-03-01T10:00:00.000Z',
            settledAt: '2026-03-01T12:00:00.000Z',
            stakeCents: 1000,
            returnCents: 2500,
            netReturnCents: 1500,
            oddsMilli: 2500,
            selections: [selectionRecord({ eventName: event })],
          }),
        ],
        new Date(),
      );

    beforeAll(async () => {
      bounded = await startTestServer({
        rateLimits: { taxReportPdfBuildsPerUser: { max: 2, timeWindow: '1 hour' } },
      });
      ana = await registerUser(bounded);
      await addBet('PDF-1', 'Celtic v Rangers');
    });
    afterAll(() => bounded.close());

    it('reuses the PDF while the bets are unchanged, and limits the builds', async () => {
      // Build 1.
      const first = await pdfOf('en');
      expect(first.status).toBe(200);
      const firstBytes = Buffer.from(await first.arrayBuffer());
      expect(pdfText(firstBytes)).toContain('Celtic v Rangers');
      // The same report again: the same bytes, not a build (a third would be refused below).
      for (let i = 0; i < 3; i += 1) {
        const again = await pdfOf('en');
        expect(again.status).toBe(200);
        expect(again.headers.get('content-disposition')).toBe(
          'attachment; filename="stakelab-tax-2026-en.pdf"',
        );
        expect(Buffer.from(await again.arrayBuffer()).equals(firstBytes)).toBe(true);
      }
      // A new bet changes the bets version: build 2 shows it.
      await addBet('PDF-2', 'Hearts v Hibernian');
      const changed = await pdfOf('en');
      expect(changed.status).toBe(200);
      const changedText = pdfText(Buffer.from(await changed.arrayBuffer()));
      expect(changedText).toContain('Celtic v Rangers');
      expect(changedText).toContain('Hearts v Hibernian');
      // Another report would be build 3: refused, saying how long to wait.
      const refused = await pdfOf('es');
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(3600);
      const body = (await bodyOf(refused)) as { code: string; message: string };
      expect(body.code).toBe('RATE_LIMITED');
      expect(body.message).toMatch(/^Too many requests\. Please try again in \d+ minutes?\.$/);
      // The unchanged English one is still handed out, and the CSV is not a PDF build.
      const stillThere = await pdfOf('en');
      expect(stillThere.status).toBe(200);
      expect(pdfText(Buffer.from(await stillThere.arrayBuffer()))).toContain('Hearts v Hibernian');
      const csv = await bounded.request('/api/history/tax-report?year=2026&format=csv&lang=es', {
        headers: { cookie: ana.cookie },
      });
      expect(csv.status).toBe(200);
    });

    it('refuses another PDF while one of the user’s is being built, and frees the user after', async () => {
      const cleo = await registerUser(bounded);
      // A build of Cleo's held open (another report of hers, started elsewhere).
      let release: (pdf: Buffer) => void = () => undefined;
      const held = bounded.app.taxReportPdfs.get(cleo.userId, 'held open', {
        beforeBuild: async () => undefined,
        build: () => new Promise<Buffer>((resolve) => (release = resolve)),
      });
      const ask = () =>
        bounded.request('/api/history/tax-report?year=2026&format=pdf&lang=en', {
          headers: { cookie: cleo.cookie },
        });
      const refused = await ask();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(await bodyOf(refused)).toMatchObject({
        code: 'TAX_REPORT_PDF_BUSY',
        message:
          'Your tax report PDF is already being prepared. Please try again in a few seconds.',
      });
      release(Buffer.from('%PDF-held'));
      expect((await held).toString()).toBe('%PDF-held');
      const served = await ask();
      expect(served.status).toBe(200);
      expect(
        Buffer.from(await served.arrayBuffer())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');
    });

    it("counts each user's builds apart", async () => {
      const bea = await registerUser(bounded);
      const res = await bounded.request('/api/history/tax-report?year=2026&format=pdf&lang=es', {
        headers: { cookie: bea.cookie },
      });
      expect(res.status).toBe(200);
      expect(pdfText(Buffer.from(await res.arrayBuffer()))).not.toContain('Celtic v Rangers');
    });
  });
});
