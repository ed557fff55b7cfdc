import { afterEach, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords.ts';
import { listBetViews } from '../repositories/bet-views.ts';
import { listOpenStakesPlacedBetween, listSettledStakes } from '../repositories/stakes.ts';
import { findUserByEmail } from '../repositories/users.ts';
import {
  createTestDatabase,
  describeWithDatabase,
  testDialect,
  type TestDatabase,
} from '../test/database.ts';
import { createUserRow } from '../test/factories.ts';
import { DEMO_ACCOUNT, isFreshInstall, seedDemoAccount } from './demo-account.ts';

const demoConfig = { tipsterName: 'Demo Tipster', timeZone: 'Europe/Madrid' };

describeWithDatabase(`demo account on ${testDialect}`, () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it('creates a verified bettor with 18 months of varied settled bets, once', async () => {
    database = await createTestDatabase();
    const now = new Date('2026-11-21T10:00:00Z');
    expect(await isFreshInstall(database.db)).toBe(true);
    const first = await seedDemoAccount(database.db, demoConfig, now);
    expect(first).toMatchObject({ created: true, inserted: 800, stakes: 14 });
    expect(first.selections).toBeGreaterThan(1000);
    expect(await isFreshInstall(database.db)).toBe(false);

    const user = await findUserByEmail(database.db, DEMO_ACCOUNT.email);
    expect(user?.email_verified_at).not.toBeNull();
    expect(await verifyPassword(user?.password_hash ?? '', DEMO_ACCOUNT.password)).toBe(true);

    const bets = await listBetViews(database.db, user?.id ?? 0);
    const placed = bets.map((b) => Date.parse(b.PlacedDate));
    expect(Math.min(...placed)).toBeLessThan(Date.parse('2025-06-01T00:00:00Z'));
    expect(Math.max(...placed)).toBeGreaterThan(Date.parse('2026-11-01T00:00:00Z'));
    expect(bets.every((b) => Date.parse(b.SettledDate ?? '') <= now.getTime())).toBe(true);
    expect(new Set(bets.map((b) => b.Status))).toEqual(
      new Set(['WON', 'LOST', 'VOID', 'CASHED_OUT']),
    );
    expect(new Set(bets.map((b) => b.BetType))).toEqual(
      new Set(['SGL', 'DBL', 'TBL', 'ACC4', 'SGM']),
    );
    const legSports = new Set(bets.flatMap((b) => b.Selections.map((s) => s.Sport)));
    expect(legSports).toEqual(new Set(['Football', 'Tennis', 'Basketball']));
    const builder = bets.find((b) => b.BetType === 'SGM');
    expect(new Set(builder?.Selections.map((s) => s.EventName)).size).toBe(1);
    expect(builder?.Selections.length).toBeGreaterThanOrEqual(2);
    expect(
      new Set(bets.flatMap((b) => b.Selections.map((s) => s.MarketName))).size,
    ).toBeGreaterThan(8);

    // Closing odds on most bets (the Edge tab), within a few % of the taken odds, some beaten.
    const closed = bets.filter((b) => b.ClosingOdds != null);
    expect(closed.length / bets.length).toBeGreaterThanOrEqual(0.8);
    expect(closed.length).toBeLessThan(bets.length);
    const ratio = (b: (typeof bets)[number]) => (b.ClosingOdds ?? 0) / (b.Odds ?? 1);
    expect(closed.every((b) => ratio(b) >= 0.93 && ratio(b) <= 1.05)).toBe(true);
    const beaten = closed.filter((b) => (b.ClosingOdds ?? 0) < (b.Odds ?? 0)).length;
    expect(beaten / closed.length).toBeGreaterThan(0.5);
    expect(beaten).toBeLessThan(closed.length);

    const again = await seedDemoAccount(database.db, demoConfig, new Date('2026-11-22T10:00:00Z'));
    expect(again).toMatchObject({ created: false, inserted: 0, stakes: 0 });

    const open = await listOpenStakesPlacedBetween(
      database.db,
      new Date('2026-11-20T23:00:00Z'),
      new Date('2026-11-21T23:00:00Z'),
    );
    expect(open.map((s) => s.event_description)).toEqual([
      'Oklahoma City Thunder v LA Lakers',
      'Girona v Villarreal',
    ]);
    const settled = await listSettledStakes(database.db);
    expect(settled).toHaveLength(12);
    expect(settled.every((s) => s.tipster_name === 'Demo Tipster')).toBe(true);
    expect(new Set(settled.map((s) => s.final_result))).toEqual(
      new Set(['won', 'lost', 'void', 'cashed_out']),
    );
  });

  it('does not count admins when deciding an installation is fresh', async () => {
    database = await createTestDatabase();
    await createUserRow(database.db, { email: 'boss@example.com', isAdmin: true });
    expect(await isFreshInstall(database.db)).toBe(true);
    await createUserRow(database.db, { email: 'someone@example.com' });
    expect(await isFreshInstall(database.db)).toBe(false);
  });
});
