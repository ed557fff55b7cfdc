import type { BetView, SelectionView } from '@stakelab/core';

let nextSelectionId = 100;

/** A settled (WON) football selection; every call gets a fresh SelectionId. */
export function selectionView(overrides: Partial<SelectionView> = {}): SelectionView {
  nextSelectionId += 1;
  return {
    SelectionId: nextSelectionId,
    SelectionName: 'Real Madrid',
    Odds: 2,
    EventName: 'Real Madrid v Barcelona',
    MarketName: 'Match Odds',
    Sport: 'Football',
    Competition: 'LaLiga',
    Result: 'WON',
    ...overrides,
  };
}

/**
 * A won manual single of 10 at odds 2 (BetId `BET` and the Id in seven digits), no selections,
 * with every field the server sends.
 */
export function betView(overrides: Partial<BetView> & Pick<BetView, 'Id'>): BetView {
  return {
    BetId: `BET${String(overrides.Id).padStart(7, '0')}`,
    PlacedDate: '2025-03-10T12:00:00.000Z',
    SettledDate: null,
    Sport: 'Football',
    Competition: 'LaLiga',
    EventDescription: null,
    Odds: 2,
    Status: 'WON',
    Stake: 10,
    ActualReturn: 20,
    NetReturn: 10,
    BetType: 'SGL',
    Bookmaker: null,
    Source: 'manual',
    Side: null,
    Liability: null,
    // The fields beyond the spec, as the server sends them: every one, null when unknown.
    GrossProfit: null,
    Commission: null,
    ClosingOdds: null,
    ExpectedValue: null,
    Tags: [],
    Tipster: null,
    BankrollId: null,
    OrderType: null,
    PriceReduced: null,
    Handicap: null,
    EachWayDivisor: null,
    EditedAt: null,
    FreeBet: false,
    Currency: 'EUR',
    StakeId: null,
    Selections: [],
    ...overrides,
  };
}
