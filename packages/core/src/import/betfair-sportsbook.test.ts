import { describe, expect, it } from 'vitest';
import { oneBet, refusalOf, sportsbookBet } from './betfair-json.test-support.ts';

describe('Betfair Sportsbook: a bet without a result word', () => {
  it.each([
    // return on a 10 € stake → status, net cents
    [0, 'LOST', -1000], // nothing back
    [10, 'VOID', 0], // the stake back
    [10.01, 'WON', 1], // more than the stake
    [21.9, 'WON', 1190], // 21.90 − 10
  ])('a return of %f on 10 → %s, net %i', (returnCash, status, net) => {
    const bet = oneBet({ bets: [sportsbookBet({ result: undefined, returnCash, stake: 10 })] });
    expect(bet).toMatchObject({ status, returnCents: Math.round(returnCash * 100) });
    expect(bet.netReturnCents).toBe(net);
  });

  it.each([0.01, 7.5, 9.99])(
    'a return of %f on 10 is refused: won and cashed out cannot be told apart',
    (returnCash) => {
      const err = refusalOf({
        bets: [sportsbookBet({ result: undefined, returnCash, stake: 10 })],
      });
      expect(err.where).toBe('bets[0].result');
      expect(err.message).toMatch(/missing, and the return does not tell won from cashed out/);
    },
  );

  it('without a result word or a return it is refused', () => {
    const err = refusalOf({ bets: [sportsbookBet({ result: undefined, returnCash: undefined })] });
    expect(err.where).toBe('bets[0].result');
    expect(err.message).toMatch(/^bets\[0\]\.result: missing \(bet 1 of 1, id O\/1\/1\)/);
  });
});
