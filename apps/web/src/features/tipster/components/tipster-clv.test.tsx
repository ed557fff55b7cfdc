import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render';

/**
 * A record with a close entry (issue 36). Stake 7: €20 at 2.20 picked from the feed on the
 * home win; its market closed at 2.10 / 3.40 / 3.60, so its fair chance is
 * (1/2.10) ÷ (1/2.10 + 1/3.40 + 1/3.60) = (10/21) ÷ (2245/2142) = 204/449 = 0.454343; won.
 * Stake 8: €10 at 2.00 typed by hand (no close), lost. The hashes come from the shell:
 * printf '%s\n%s' "$CANONICAL" "$PREV_HASH" | sha256sum.
 */
const ZEROS = '0'.repeat(64);
const CANONICAL = [
  '{"v":1,"seq":1,"kind":"publish","stake_id":7,"at":"2026-11-29T10:00:00.000Z","tipster":"Ana","event":"Sevilla v Betis","bookmaker":"Bet365","details":"Match result: Sevilla","odds":"2.200","stake_cents":2000,"potential_winnings_cents":4400,"starts_at":"2026-11-29T20:00:00.000Z"}',
  '{"v":1,"seq":2,"kind":"close","stake_id":7,"at":"2026-11-29T20:00:00.000Z","refers_to":1,"feed_event":"sim-football-12","outcome":"1","closing_odds":"2.100","fair_probability":"0.454343"}',
  '{"v":1,"seq":3,"kind":"publish","stake_id":8,"at":"2026-11-29T11:00:00.000Z","tipster":"Ana","event":"Sinner v Alcaraz","bookmaker":"Bet365","details":null,"odds":"2.000","stake_cents":1000,"potential_winnings_cents":2000,"starts_at":null}',
  '{"v":1,"seq":4,"kind":"settle","stake_id":7,"at":"2026-11-29T22:00:00.000Z","refers_to":1,"result":"won","payout_cents":4400}',
  '{"v":1,"seq":5,"kind":"settle","stake_id":8,"at":"2026-11-29T23:00:00.000Z","refers_to":3,"result":"lost","payout_cents":0}',
];
const HASHES = [
  '402fcae483e8fa5ff81c1ec3f54eec5751b93838e1073d5d3f22858fe203da3d',
  'fa7ccf4fc8c73099225bdbd0976d729d27f5cd405a0d09b24a9a354618e02272',
  'a58ca423ac7fda944241a179de3204c3485df20377004b74e92442eebc37ec20',
  '2204003ccace9f1e5420a3977c6642e12f114aa272e9647569451e2b6f0755dc',
  '46387319ef98566b0299fce541da517a3900f81bf40b409fd8d23e7db94f6eb9',
];
const ENTRIES = CANONICAL.map((canonical, index) => ({
  seq: index + 1,
  kind: JSON.parse(canonical).kind as string,
  prev_hash: index === 0 ? ZEROS : HASHES[index - 1],
  hash: HASHES[index],
  canonical,
}));

function recordApi(entries: object[]) {
  return {
    'GET /api/stakes/record/anchors': () => jsonResponse({ anchors: [] }),
    'GET /api/stakes/record': () =>
      jsonResponse({
        entries,
        next_after: null,
        head: { seq: 5, hash: HASHES[4], at: '2026-11-29T23:00:00.000Z' },
      }),
  };
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the tipster’s closing-line value', { timeout: 30_000 }, () => {
  it('verifies a record with a close entry and shows both CLV figures over 1 of 2 stakes', async () => {
    renderApp({ route: '/tipster', handlers: recordApi(ENTRIES) });
    await waitFor(
      () => expect(screen.getByTestId('record-verdict')).toHaveAttribute('data-state', 'verified'),
      { timeout: 10_000 },
    );
    expect(screen.getByTestId('record-verdict')).toHaveTextContent('verified: 5 entries, unbroken');
    const card = screen.getByTestId('tipster-clv');
    // Against the close: 2.20 ÷ 2.10 − 1 = 1/21 = +4.76 %.
    expect(within(card).getByTestId('tipster-clv-close')).toHaveTextContent(/^\+4\.76\s?%$/);
    // Against the fair close: 2.20 × 0.454343 − 1 = −0.0004454 = −0.04 %.
    expect(within(card).getByTestId('tipster-clv-fair')).toHaveTextContent(/^[−-]0\.04\s?%$/);
    expect(within(card).getByTestId('tipster-clv-over')).toHaveTextContent(
      'Over 1 of 2 settled stakes: those picked from the live feed, with a close entry in the record.',
    );
    // The stake's row says where it closed.
    const row = screen
      .getAllByTestId('record-row')
      .find((each) => each.getAttribute('data-stake-id') === '7');
    expect(within(row!).getByTestId('record-close')).toHaveTextContent('closed 2.10');
  });

  it('finds the break at a close entry whose closing odds were changed', async () => {
    const tampered = ENTRIES.map((entry) =>
      entry.seq === 2
        ? { ...entry, canonical: entry.canonical?.replace('"2.100"', '"2.000"') ?? null }
        : entry,
    );
    renderApp({ route: '/tipster', handlers: recordApi(tampered) });
    await waitFor(
      () => expect(screen.getByTestId('record-verdict')).toHaveAttribute('data-state', 'broken'),
      { timeout: 10_000 },
    );
    expect(screen.getByTestId('record-verdict')).toHaveTextContent(
      'The record is broken at entry 2',
    );
  });

  it('says when no stake has a close yet, in Spanish', async () => {
    await i18n.changeLanguage('es');
    // Without the close entry the chain would break: keep it, hidden as a commitment.
    const withoutClose = ENTRIES.map((entry) =>
      entry.seq === 2 ? { ...entry, canonical: null } : entry,
    );
    renderApp({ route: '/tipster', handlers: recordApi(withoutClose) });
    const card = await screen.findByTestId('tipster-clv', {}, { timeout: 10_000 });
    expect(within(card).getByTestId('tipster-clv-close')).toHaveTextContent('—');
    expect(within(card).getByTestId('tipster-clv-fair')).toHaveTextContent('—');
    expect(within(card).getByTestId('tipster-clv-over')).toHaveTextContent(
      'Ninguna apuesta resuelta tiene aún entrada de cierre',
    );
    expect(within(card).getByText('CLV frente al cierre justo')).toBeVisible();
  });

  it('shows the Spanish figures over how many of how many', async () => {
    await i18n.changeLanguage('es');
    renderApp({ route: '/tipster', handlers: recordApi(ENTRIES) });
    const card = await screen.findByTestId('tipster-clv', {}, { timeout: 10_000 });
    await waitFor(() =>
      expect(within(card).getByTestId('tipster-clv-over')).toHaveTextContent(
        'Sobre 1 de 2 apuestas resueltas',
      ),
    );
    expect(within(card).getByTestId('tipster-clv-close')).toHaveTextContent(/^\+4,76\s?%$/);
  });
});
