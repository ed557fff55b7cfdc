import { describe, expect, it } from 'vitest';
import { ImportFormatError } from '../bets/bet-record.ts';
import { parseCsvImport } from './csv.ts';
import { plainWords, siteDateText } from './betfair-site-words.ts';

/* Betfair Exchange website downloads (betfair-site-csv.ts), written here by hand in the four
 * languages the site downloads in; the real Portuguese files are checked over HTTP in
 * apps/server/src/routes/real-world-imports.test.ts. */

const PNL_EN = [
  'Market,Selection,Bet type,Bet ID,Bet placed,Persistence,Odds req.,Stake (€),Liability (€),Avg. odds matched,Profit/Loss (€)',
  'Football / Arsenal v Chelsea / Match Odds,Arsenal,Back,100000000001,05-Mar-26 19:58,L,2.1,10.00,,2.12,11.20',
  'Football / Arsenal v Chelsea / Match Odds,Chelsea,Lay,100000000002,05-Mar-26 19:59,L,3.5,4.00,10.00,3.5,(10.00)',
].join('\r\n');

const PNL_ES = [
  'Mercado;Selección;Tipo de apuesta;ID de la apuesta;Apuesta realizada;Persistencia;Cuotas sol.;Apuesta (€);Responsabilidad (€);Cuotas medias igualadas;Ganancia/Pérdida (€)',
  'Tenis / Alcaraz v Sinner / Ganador del partido;Alcaraz;A favor;200000000001;12-ene-26 10:00;L;1,9;20,00;;1,95;(20,00)',
  'Tenis / Alcaraz v Sinner / Ganador del partido;Sinner;En contra;200000000002;12-dic-25 10:05;L;2;5,00;5,00;2;5,00',
].join('\n');

const SETTLED_IT = [
  'Piazzata,Regolata,Descrizione,Tipo,Quote,Puntata (€),Rischio (€),Profitto/Perdita,Stato',
  '03-mag-26 15:00:12,03-mag-26 17:01:00,Inter v Milan Inter-Esito finale | ID Scommessa Betfair 1:300000000001 | Evento 03-mag-26 15:00,A favore,2.00,10.00, -- , 10.00 ,Vinta',
  '03-mag-26 15:02:00,03-mag-26 17:01:00,Inter v Milan Milan-Esito finale | ID Scommessa Betfair 1:300000000002 | Evento 03-mag-26 15:00,Contro,4.00,5.00, 15.00 , -15.00 ,Persa',
].join('\n');

describe('Betfair Exchange website downloads', () => {
  it('reads plain header words and the site dates of each language', () => {
    expect(plainWords('Lucro/Prejuízo (R$)')).toBe('lucro prejuizo');
    expect(plainWords('Média de probabilidades correspondidas')).toBe(
      'media de probabilidades correspondidas',
    );
    expect(siteDateText('23-jun-26 23:00')).toBe('2026-06-23 23:00:00');
    expect(siteDateText('03-mag-26 15:00:12')).toBe('2026-05-03 15:00:12');
    expect(siteDateText('12-dez-25 10:05')).toBe('2025-12-12 10:05:00');
    expect(siteDateText('01-out-24 09:30')).toBe('2024-10-01 09:30:00');
    expect(siteDateText('12-xyz-25 10:05')).toBeNull();
    expect(siteDateText('not a date')).toBeNull();
  });

  it('reads Betting P&L by bet in English: back and lay, losses in brackets', () => {
    const parsed = parseCsvImport(PNL_EN);
    expect(parsed.format).toBe('betfair-site-pnl-csv');
    expect(parsed.problems).toEqual([]);
    expect(parsed.bets).toMatchObject([
      {
        source: 'betfair-exchange-web',
        sourceBetId: '100000000001',
        placedAt: '2026-03-05T19:58:00.000Z',
        sport: 'Football',
        eventDescription: 'Arsenal v Chelsea',
        side: 'BACK',
        oddsMilli: 2120, // the average matched, not the 2.1 asked
        stakeCents: 1000,
        netReturnCents: 1120,
        returnCents: 2120, // stake 10.00 + profit 11.20
        status: 'WON',
        selections: [{ name: 'Arsenal', marketName: 'Match Odds', result: 'WON' }],
      },
      {
        sourceBetId: '100000000002',
        side: 'LAY',
        stakeCents: 400,
        liabilityCents: 1000,
        netReturnCents: -1000, // "(10.00)": the liability lost
        returnCents: 0,
        status: 'LOST',
      },
    ]);
  });

  it('reads the Spanish download with decimal commas and ";"', () => {
    const parsed = parseCsvImport(PNL_ES);
    expect(parsed.format).toBe('betfair-site-pnl-csv');
    expect(parsed.bets).toMatchObject([
      { placedAt: '2026-01-12T10:00:00.000Z', side: 'BACK', oddsMilli: 1950, stakeCents: 2000 },
      {
        placedAt: '2025-12-12T10:05:00.000Z',
        side: 'LAY',
        liabilityCents: 500,
        netReturnCents: 500,
        // A won lay returns what it risked (its 5.00 liability) plus the 5.00 it won.
        returnCents: 1000,
        status: 'WON',
      },
    ]);
  });

  it('reads the settled-bets download: the bet id inside the description, "--" for no risk', () => {
    const parsed = parseCsvImport(SETTLED_IT);
    expect(parsed.format).toBe('betfair-site-settled-csv');
    expect(parsed.problems).toEqual([]);
    expect(parsed.bets).toMatchObject([
      {
        sourceBetId: '300000000001',
        placedAt: '2026-05-03T15:00:12.000Z',
        settledAt: '2026-05-03T17:01:00.000Z',
        eventDescription: 'Inter v Milan Inter-Esito finale',
        side: 'BACK',
        oddsMilli: 2000,
        liabilityCents: null,
        netReturnCents: 1000,
        status: 'WON',
      },
      { sourceBetId: '300000000002', side: 'LAY', liabilityCents: 1500, status: 'LOST' },
    ]);
  });

  it('names a row whose description holds no bet id, and reads the others', () => {
    const text = SETTLED_IT.replace('ID Scommessa Betfair 1:300000000002', 'no id');
    const parsed = parseCsvImport(text);
    expect(parsed.bets).toHaveLength(1);
    expect(parsed.problems).toMatchObject([
      { severity: 'unreadable', row: 3, code: 'import.idMissing', field: 'Descrizione' },
    ]);
  });

  it('refuses P&L by market by name: it has no stakes', () => {
    const text = [
      'Market,Start time,Settled date,Profit/Loss (€)',
      'Football / Arsenal v Chelsea / Match Odds,05-Mar-26 20:00,05-Mar-26 21:55,1.20',
    ].join('\n');
    expect(() => parseCsvImport(text)).toThrow(ImportFormatError);
    try {
      parseCsvImport(text);
    } catch (err) {
      expect((err as ImportFormatError).code).toBe('import.betfairMarketPnl');
    }
  });

  it('no longer calls a format sharing one column with the text the closest', () => {
    // A sheet with Pikkit's "odds" and "amount" only (two of its five columns).
    const text = 'date,odds,amount,result\n2026-01-01,2.0,10,win';
    try {
      parseCsvImport(text);
      expect.unreachable();
    } catch (err) {
      expect((err as ImportFormatError).code).toBe('import.unknownFormat');
    }
  });
});
