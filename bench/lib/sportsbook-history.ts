import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const fixture = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../packages/core/test/fixtures/import/ok/betfair-sportsbook-settled.json',
);

/**
 * A Sportsbook "My Bets" export of `count` bets, made from the fixture's bets with new ids and
 * dates spread over 18 months, so it has the real shape (singles and multiples, legs, parts).
 * `first` numbers the first bet: exports from 0, 10,000, … add up to one larger history.
 */
export function sportsbookHistory(count: number, first = 0): string {
  const { bets } = JSON.parse(fs.readFileSync(fixture, 'utf8')) as {
    bets: Array<Record<string, unknown>>;
  };
  const start = Date.parse('2025-01-01T12:00:00Z');
  const history = Array.from({ length: count }, (_, n) => {
    const i = first + n;
    const template = bets[i % bets.length] ?? {};
    const placed = new Date(start + i * 47 * 60 * 1000).toISOString();
    return {
      ...template,
      betId: `O/BENCH${String(i).padStart(7, '0')}/0000001`,
      entryServiceId: String(9_000_000_000 + i),
      receiptBetId: 900_000_000_000_000 + i,
      placedDate: placed,
      settledDate: placed,
    };
  });
  return JSON.stringify({ bets: history, moreAvailable: false });
}
