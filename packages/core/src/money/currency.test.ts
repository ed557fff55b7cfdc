import { describe, expect, it } from 'vitest';
import { noBetExtras, type ParsedImport, resolveCurrencies } from '../bets/bet-record.ts';
import { parseCsvImport } from '../import/csv.ts';
import { currencyField, currencyOfHeader, currencyOfText } from './currency.ts';

/* Issue 33: where a bet's currency comes from. Texts written here by hand. */

describe('currency codes and signs', () => {
  it('reads a code in any case, or a sign that names one currency; not a bare $', () => {
    expect(['usd', ' BRL ', 'R$', '€', '£', 'US$'].map(currencyOfText)).toEqual([
      'USD',
      'BRL',
      'BRL',
      'EUR',
      'GBP',
      'USD',
    ]);
    // "$" is a dozen countries' dollar; "XYZ" is three letters no currency has.
    expect(['$', 'XYZ', 'dollars', ''].map(currencyOfText)).toEqual([null, null, null, null]);
  });

  it("reads the currency a money header names in brackets, as Betfair's downloads do", () => {
    expect(currencyOfHeader('Aposta (R$)')).toBe('BRL');
    expect(currencyOfHeader('Lucro/Prejuízo (R$)')).toBe('BRL');
    expect(currencyOfHeader('Stake (€)')).toBe('EUR');
    expect(currencyOfHeader('Profit/Loss (GBP)')).toBe('GBP');
    expect(currencyOfHeader('Stake ($)')).toBeNull();
    expect(currencyOfHeader('Lucro/Perda')).toBeNull();
  });

  it('takes a code from a request, upper-cased; refuses anything else with one message', () => {
    expect(currencyField.parse(' usd ')).toBe('USD');
    for (const bad of ['US', 'dollars', 'XYZ', 12]) {
      const result = currencyField.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual(['invalidCurrency']);
    }
  });
});

describe('the currency of imported bets', () => {
  const PNL_BR = [
    'Mercado,Seleção,Tipo de lance,ID da Aposta,Aposta realizada,,Persistência,Probabilidades req.,Aposta (R$),Responsabilidade (R$),Média de probabilidades correspondidas,Lucro/Prejuízo (R$)',
    'Futebol / Santos x Vasco / Resultado,Santos,A favor,500000000001,05-mar-26 19:58,,C,2,10.00,,2,10.00',
  ].join('\r\n');
  const SETTLED_EN = [
    'Placed,Settled,Description,Type,Odds,Stake (£),Risk (£),Profit/Loss,Status',
    '05-Mar-26 19:58:00,05-Mar-26 21:50:00,Arsenal v Chelsea Arsenal-Match Odds | Betfair Bet ID 1:600000000001 | Event 05-Mar-26 20:00,Back,2.00,10.00, -- , 10.00 ,Won',
  ].join('\n');

  it("reads a Betfair download's currency from its money headers", () => {
    expect(parseCsvImport(PNL_BR).bets.map((b) => b.currency)).toEqual(['BRL']);
    expect(parseCsvImport(SETTLED_EN).bets.map((b) => b.currency)).toEqual(['GBP']);
    // The same download with the sign taken out of its headers says nothing: left open.
    const bare = PNL_BR.replaceAll(' (R$)', '');
    expect(parseCsvImport(bare).bets.map((b) => b.currency)).toEqual([null]);
  });

  it("gives Pikkit's format its dollars, and leaves each bet open for the upload to choose", () => {
    const pikkit = [
      'bet_id,sportsbook,type,status,odds,closing_line,ev,amount,profit,time_placed,time_settled,time_placed_iso,time_settled_iso,bet_info,tags,sports,leagues',
      'p-1,DraftKings,straight,SETTLED_WIN,2.00,,,10.00,10.00,,,2026-01-02T18:00:00.000Z,2026-01-02T21:00:00.000Z,Lakers ML,,Basketball,NBA',
    ].join('\n');
    const parsed = parseCsvImport(pikkit);
    expect(parsed.currency).toBe('USD');
    expect(parsed.bets.map((b) => b.currency)).toEqual([null]);
  });

  it("resolves each bet's: the file's, else the upload's, the format's, the owner's default", () => {
    const bet = (id: string, currency: string | null) =>
      ({ sourceBetId: id, ...noBetExtras(), currency }) as ParsedImport['bets'][number];
    const parsed: ParsedImport = {
      format: 'pikkit-csv',
      bets: [bet('stated', 'BRL'), bet('open', null)],
      problems: [],
      morePages: false,
      currency: 'USD',
    };
    const of = (p: ParsedImport) => p.bets.map((b) => b.currency);
    expect(of(resolveCurrencies(parsed, 'CAD', 'EUR'))).toEqual(['BRL', 'CAD']);
    expect(of(resolveCurrencies(parsed, undefined, 'EUR'))).toEqual(['BRL', 'USD']);
    const { currency: _format, ...noFormat } = parsed;
    expect(of(resolveCurrencies(noFormat, undefined, 'GBP'))).toEqual(['BRL', 'GBP']);
  });
});
