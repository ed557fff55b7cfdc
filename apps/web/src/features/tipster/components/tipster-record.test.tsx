import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render';

/**
 * A record of three entries (docs/stake-record.md's worked example and its correction); the
 * hashes come from the shell: printf '%s\n%s' "$CANONICAL" "$PREV_HASH" | sha256sum.
 */
const ZEROS = '0'.repeat(64);
const C1 =
  '{"v":1,"seq":1,"kind":"publish","stake_id":7,"at":"2026-11-29T10:00:00.000Z","tipster":"Ana","event":"Real Madrid v Barcelona","bookmaker":"Bet365","details":"Over 2.5 goals","odds":"2.100","stake_cents":2000,"potential_winnings_cents":4200,"starts_at":"2026-11-29T20:00:00.000Z"}';
const C2 =
  '{"v":1,"seq":2,"kind":"settle","stake_id":7,"at":"2026-11-29T22:00:00.000Z","refers_to":1,"result":"won","payout_cents":4200}';
const C3 =
  '{"v":1,"seq":3,"kind":"correction","stake_id":7,"at":"2026-11-30T09:00:00.000Z","corrects":2,"result":"half_won","payout_cents":3100,"reason":"Asian handicap: half won"}';
const H1 = '07c6329b7d8504f2260a4955594aae7919ac7320bc9f2283a262654ee6f55935';
const H2 = 'f36782d50d4bd09ee57d1f41ede3a4b26d9aa1a99e3774369656528e9fdc7e04';
const H3 = '7b1869de991b581e69c13ec4938e5568670b05aa4b1af99bd263f2fd81037b7d';
// A fourth entry still a commitment: its hash only.
const H4 = 'a'.repeat(64);

const ENTRIES = [
  { seq: 1, kind: 'publish', prev_hash: ZEROS, hash: H1, canonical: C1 },
  { seq: 2, kind: 'settle', prev_hash: H1, hash: H2, canonical: C2 },
  { seq: 3, kind: 'correction', prev_hash: H2, hash: H3, canonical: C3 },
  { seq: 4, kind: 'publish', prev_hash: H3, hash: H4, canonical: null },
];

function recordApi(entries: object[], anchors: object[] = []) {
  return {
    'GET /api/stakes/record/anchors': () => jsonResponse({ anchors }),
    'GET /api/stakes/record': () =>
      jsonResponse({
        entries,
        next_after: null,
        head: { seq: 4, hash: H4, at: '2026-11-30T10:00:00.000Z' },
      }),
  };
}

describe('the public tipster record', { timeout: 30_000 }, () => {
  it('verifies the chain in the browser and lists each stake as published and settled', async () => {
    renderApp({ route: '/tipster', handlers: recordApi(ENTRIES) });
    // The line is replaced once the check ends: look it up again each time.
    await waitFor(
      () => expect(screen.getByTestId('record-verdict')).toHaveAttribute('data-state', 'verified'),
      { timeout: 10_000 },
    );
    const verdict = screen.getByTestId('record-verdict');
    expect(verdict).toHaveTextContent('verified: 4 entries, unbroken');
    expect(verdict).toHaveTextContent('(1 hidden until its event starts)');
    expect(screen.getByTestId('record-head')).toHaveTextContent(H4);

    const rows = screen.getAllByTestId('record-row');
    expect(rows).toHaveLength(2);
    // Newest first: the commitment, then the stake with its corrected result.
    expect(rows[0]).toHaveAttribute('data-hidden', 'true');
    expect(rows[0]).toHaveTextContent(H4);
    const stake = within(rows[1]!);
    expect(stake.getByText('Real Madrid v Barcelona')).toBeVisible();
    expect(stake.getByTestId('record-result')).toHaveTextContent('Half won');
    expect(rows[1]).toHaveTextContent('€31.00');
    expect(rows[1]).toHaveTextContent('Asian handicap: half won');
  });

  it('shows the latest RFC 3161 anchor in one line, with its reply to download', async () => {
    const anchor = {
      id: 9,
      seq: 3,
      hash: H3,
      anchored_at: '2026-11-30T03:00:02.000Z',
      tsa_url: 'https://tsa.example/tsr',
    };
    renderApp({ route: '/tipster', handlers: recordApi(ENTRIES, [anchor]) });
    const line = await screen.findByTestId('record-anchor', {}, { timeout: 10_000 });
    expect(line).toHaveTextContent('Entry 3’s hash time-stamped by https://tsa.example/tsr at');
    expect(within(line).getByRole('link', { name: 'time-stamp (.tsr)' })).toHaveAttribute(
      'href',
      '/api/stakes/record/anchors/9.tsr',
    );
  });

  it('shows no anchor line while the anchor is off', async () => {
    renderApp({ route: '/tipster', handlers: recordApi(ENTRIES) });
    await screen.findByTestId('record-head', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('record-anchor')).toBeNull();
  });

  it('says where the chain breaks when an entry was changed', async () => {
    const changed = ENTRIES.map((entry) =>
      entry.seq === 2 ? { ...entry, canonical: C2.replace('4200}', '4300}') } : entry,
    );
    renderApp({ route: '/tipster', handlers: recordApi(changed) });
    await waitFor(
      () => expect(screen.getByTestId('record-verdict')).toHaveAttribute('data-state', 'broken'),
      { timeout: 10_000 },
    );
    expect(screen.getByTestId('record-verdict')).toHaveTextContent(
      'The record is broken at entry 2',
    );
  });
  it('shows the statistics of the record, counted from what it shows', async () => {
    renderApp({ route: '/tipster', handlers: recordApi(ENTRIES) });
    const stats = await screen.findByTestId('tipster-stats', {}, { timeout: 10_000 });
    const figure = (id: string) => within(stats).getByTestId(id);
    // One settled stake (#7, €20 at 2.10, corrected to half won: €31 back, +€11); the hidden
    // commitment is not counted. A half win is neither won nor lost: no win rate, no streak.
    expect(figure('tipster-stat-total-bets')).toHaveTextContent('1');
    expect(figure('tipster-stat-win-rate')).toHaveTextContent('—');
    expect(figure('tipster-stat-total-profit')).toHaveTextContent('+€11.00');
    expect(figure('tipster-stat-current-streak')).toHaveTextContent('—');
    expect(figure('tipster-stat-average-stake')).toHaveTextContent('€20.00');
    // Yield 11 ÷ 20 = 55 %; the unit is the median stake, €20: 11 ÷ 20 = 0.55 units.
    expect(figure('tipster-stat-yield')).toHaveTextContent('+55.00%');
    expect(figure('tipster-stat-units')).toHaveTextContent('+0.55');
    expect(figure('tipster-stat-average-odds')).toHaveTextContent('2.10');
    expect(figure('tipster-stat-max-drawdown')).toHaveTextContent('€0.00');
    expect(within(stats).getByTestId('tipster-unit')).toHaveTextContent('€20.00');
    expect(within(stats).getByTestId('tipster-small-sample')).toHaveTextContent(
      'Small sample: 1 settled stake.',
    );
    const month = within(stats).getByTestId('tipster-month');
    expect(month).toHaveAttribute('data-month', '2026-11');
    expect(month).toHaveTextContent('+€11.00');
    // The luck test counts a half win as half the stake (€10 at 2.10) with its net +€11:
    // ROI 11 ÷ 10 = +110 %.
    expect(within(stats).getByTestId('tipster-luck')).toHaveTextContent(
      '+110.00% ROI on 1 won or lost stake',
    );
  });
});
