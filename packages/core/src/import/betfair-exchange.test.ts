import { describe, expect, it } from 'vitest';
import { exchangeWebBet, oneBet, refusalOf } from './betfair-json.test-support.ts';

describe('Betfair Exchange website: liability', () => {
  it.each([
    // side, odds, stake, liability given, profit → liability cents, return cents
    // a LAY record's own liability wins over stake × (odds − 1) = 10 × 1.20 = 12.00
    ['LAY', '2.20', '10.00', '15.00', '-15.00', 1500, 0], // lost: 15 − 15
    ['LAY', '2.20', '10.00', '15.00', '10.00', 1500, 2500], // won: risked 15 + 10
    // none given: worked out, 10 × (2.20 − 1) = 12.00
    ['LAY', '2.20', '10.00', undefined, '10.00', 1200, 2200], // risked 12 + 10
    // a BACK bet risks its stake: no liability even when the record has one
    ['BACK', '2.20', '10.00', '15.00', '12.00', null, 2200], // 10 + 12
  ])(
    '%s at %s for %s with liability %s and profit %s → liability %s, return %i',
    (side, odds, stake, liability, grossProfit, liabilityCents, returnCents) => {
      expect(
        oneBet({ bets: [exchangeWebBet({ side, odds, stake, liability, grossProfit })] }),
      ).toMatchObject({ side, liabilityCents, returnCents });
    },
  );

  it('refuses a negative liability where it is', () => {
    const err = refusalOf({ bets: [exchangeWebBet({ side: 'LAY', liability: '-5' })] });
    expect(err.where).toBe('bets[0].liability');
    expect(err.message).toMatch(/a liability must not be negative/);
  });
});
