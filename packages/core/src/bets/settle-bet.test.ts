import { describe, expect, it } from 'vitest';
import {
  type SettleInput,
  type SettleStatus,
  settledMoney,
  withHandCommission,
} from './settle-bet.ts';

/** A €10.05 back bet at 1.35 (odd cents, so the halves round). */
const back = (status: SettleStatus, cashOutCents: number | null = null): SettleInput => ({
  status,
  stakeCents: 1005,
  oddsMilli: 1350,
  side: null,
  liabilityCents: null,
  cashOutCents,
});

/** A €10.05 lay at 3.10: liability 10.05 × 2.10 = 21.105 → 21.11 €. */
const lay = (status: SettleStatus, cashOutCents: number | null = null): SettleInput => ({
  ...back(status, cashOutCents),
  side: 'LAY',
  oddsMilli: 3100,
});

describe('settledMoney: a bet settled by hand', () => {
  it.each<[string, SettleInput, number, number]>([
    // won: 10.05 × 1.35 = 13.5675 → 13.57; net 13.57 − 10.05 = 3.52
    ['back won', back('WON'), 1357, 352],
    ['back lost', back('LOST'), 0, -1005],
    ['back void', back('VOID'), 1005, 0],
    // half won: 10.05 × (1.35 + 1) / 2 = 11.80875 → 11.81; net 1.76
    ['back half won', back('HALF_WON'), 1181, 176],
    // half lost: 10.05 / 2 = 5.025 → 5.03 (half away from zero); net −5.02
    ['back half lost', back('HALF_LOST'), 503, -502],
    ['back cashed out at 7.40', back('CASHED_OUT', 740), 740, -265],
    // lay won (the selection lost): +10.05; back 21.11 + 10.05 = 31.16
    ['lay won', lay('WON'), 3116, 1005],
    ['lay lost', lay('LOST'), 0, -2111],
    ['lay void', lay('VOID'), 2111, 0],
    // lay half won: +10.05 / 2 = 5.025 → 5.03; back 21.11 + 5.03 = 26.14
    ['lay half won', lay('HALF_WON'), 2614, 503],
    // lay half lost: −21.11 / 2 = −10.555 → −10.56; back 21.11 − 10.56 = 10.55
    ['lay half lost', lay('HALF_LOST'), 1055, -1056],
    // lay cashed out for 15.00: net 15.00 − 21.11 = −6.11
    ['lay cashed out at 15.00', lay('CASHED_OUT', 1500), 1500, -611],
    // the liability the source gave wins over stake × (odds − 1)
    ['lay with its liability', { ...lay('LOST'), liabilityCents: 2000 }, 0, -2000],
  ])('%s → return %i, net %i', (_name, input, returnCents, netReturnCents) => {
    expect(settledMoney(input)).toEqual({ returnCents, netReturnCents });
  });

  it('cannot settle a win without odds, nor a cash-out without its amount', () => {
    expect(settledMoney({ ...back('WON'), oddsMilli: null })).toBeNull();
    expect(settledMoney(back('CASHED_OUT'))).toBeNull();
    // A loss needs no odds.
    expect(settledMoney({ ...back('LOST'), oddsMilli: null })).toEqual({
      returnCents: 0,
      netReturnCents: -1005,
    });
  });
});

describe('withHandCommission: an exchange bet settled by hand pays the user rate', () => {
  it.each([
    // won back: net 11.65 at 5 % = 0.5825 → 0.58; net 11.07, back 21.70 − 0.58 = 21.12
    ['5 % of a win', { returnCents: 2170, netReturnCents: 1165 }, 0.05, 2112, 1107, 1165, 58],
    // 2 % of 0.25 = 0.5 c → 1 c (half away from zero)
    ['a half cent rounds up', { returnCents: 1025, netReturnCents: 25 }, 0.02, 1024, 24, 25, 1],
    // a loss and a void pay nothing, but keep their gross and a zero commission
    ['a loss', { returnCents: 0, netReturnCents: -1005 }, 0.05, 0, -1005, -1005, 0],
    ['a void', { returnCents: 1005, netReturnCents: 0 }, 0.05, 1005, 0, 0, 0],
  ])(
    '%s',
    (_name, money, ratio, returnCents, netReturnCents, grossProfitCents, commissionCents) => {
      expect(withHandCommission(money, ratio)).toEqual({
        returnCents,
        netReturnCents,
        grossProfitCents,
        commissionCents,
      });
    },
  );

  it('without a rate keeps the money as settled and no split', () => {
    const money = { returnCents: 2170, netReturnCents: 1165 };
    expect(withHandCommission(money, null)).toEqual({
      ...money,
      grossProfitCents: null,
      commissionCents: null,
    });
    expect(withHandCommission(money, 0)).toEqual({
      ...money,
      grossProfitCents: null,
      commissionCents: null,
    });
  });
});
