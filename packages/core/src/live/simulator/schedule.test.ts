import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../contract/live-events.ts';
import { BASKETBALL_LEAGUES, FOOTBALL_LEAGUES, TENNIS_TOURNAMENTS } from './catalogue.ts';
import { kicksOffAt, localClock, schedule } from './schedule.ts';
import { createLiveSimulator } from './simulator.ts';

const HOUR = 3_600_000;

describe('competition schedules (issue 32)', () => {
  it('reads the local month and time, summer time included', () => {
    // 2026-11-15 05:31 UTC is 06:31 in Rome (UTC+1 in winter), 14:31 in Tokyo (UTC+9).
    const at = Date.parse('2026-11-15T05:31:00Z');
    expect(localClock('Europe/Rome', at)).toEqual({ month: 11, minutes: 6 * 60 + 31 });
    expect(localClock('Asia/Tokyo', at)).toEqual({ month: 11, minutes: 14 * 60 + 31 });
    // 2026-07-01 19:45 UTC is 21:45 in Rome (UTC+2 in summer); 23:30 UTC on 31 May is
    // already 1 June there.
    expect(localClock('Europe/Rome', Date.parse('2026-07-01T19:45:00Z')).minutes).toBe(1305);
    expect(localClock('Europe/Rome', Date.parse('2026-05-31T23:30:00Z')).month).toBe(6);
  });

  it('lets a match kick off only in season and within the local hours, both ends included', () => {
    const serieA = schedule('Europe/Rome', [8, 9, 10, 11, 12, 1, 2, 3, 4, 5], '12:00', '21:45');
    // November, Rome at UTC+1: 12:00 local is 11:00 UTC, 21:45 local is 20:45 UTC.
    expect(kicksOffAt(serieA, Date.parse('2026-11-15T05:31:00Z'))).toBe(false); // 06:31
    expect(kicksOffAt(serieA, Date.parse('2026-11-15T10:59:00Z'))).toBe(false); // 11:59
    expect(kicksOffAt(serieA, Date.parse('2026-11-15T11:00:00Z'))).toBe(true); // 12:00
    expect(kicksOffAt(serieA, Date.parse('2026-11-15T20:45:00Z'))).toBe(true); // 21:45
    expect(kicksOffAt(serieA, Date.parse('2026-11-15T20:46:00Z'))).toBe(false); // 21:46
    // July is out of season, whatever the hour.
    expect(kicksOffAt(serieA, Date.parse('2026-07-15T16:00:00Z'))).toBe(false);
  });

  it('has, for every sport, a competition that plays at each quarter hour of the year', () => {
    // Steps of 2 h 45 min (11 quarter hours, prime to the day's 96) fall on every quarter hour
    // of the day over the year, each some 33 times in different weeks: 3,185 instants.
    const gaps: string[] = [];
    const start = Date.parse('2026-01-01T00:00:00Z');
    const end = Date.parse('2027-01-01T00:00:00Z');
    for (let at = start; at < end; at += 2.75 * HOUR) {
      for (const [sport, list] of [
        ['football', FOOTBALL_LEAGUES],
        ['tennis', TENNIS_TOURNAMENTS],
        ['basketball', BASKETBALL_LEAGUES],
      ] as const) {
        if (!list.some((each) => kicksOffAt(each.schedule, at))) {
          gaps.push(`${sport} ${new Date(at).toISOString()}`);
        }
      }
    }
    expect(gaps.slice(0, 5)).toEqual([]);
  });
});

/**
 * Every match the simulator shows over `hours` from `start`, once each, in real time (kick-offs
 * are real instants: a faster simulation kicks off more matches, not later ones). A poll every
 * 5 minutes sees every match: none lasts less than about an hour.
 */
function matchesFrom(start: string, hours: number, seed = 5): LiveEvent[] {
  const startMs = Date.parse(start);
  const simulator = createLiveSimulator({ seed, start: new Date(startMs) });
  const seen = new Map<string, LiveEvent>();
  for (let ms = 0; ms <= hours * HOUR; ms += 5 * 60_000) {
    for (const event of simulator.advance(new Date(startMs + ms))) seen.set(event.RowId, event);
  }
  return [...seen.values()];
}

const minutesIn = (timeZone: string, iso: string) => localClock(timeZone, Date.parse(iso));

describe('the simulator plays competitions in season and at plausible hours (issue 32)', () => {
  it('plays no Roland Garros or Wimbledon in November, and Serie A only from 12:00 to 21:45', () => {
    // Over 2 simulated days from 05:31 UTC on 15 November 2026 (a seeded clock).
    const events = matchesFrom('2026-11-15T05:31:00Z', 48);
    expect(events.length).toBeGreaterThan(40);
    const leagues = new Set(events.map((e) => e.LeagueName));
    expect([...leagues].filter((name) => /Roland Garros|Wimbledon|US Open/.test(name))).toEqual([]);
    // Every match kicks off on its competition's clock within its hours, in its season.
    const all = [...FOOTBALL_LEAGUES, ...TENNIS_TOURNAMENTS, ...BASKETBALL_LEAGUES];
    const late: string[] = [];
    for (const event of events) {
      const competition = all.find((each) => each.name === event.LeagueName);
      if (!competition) throw new Error(`unknown competition ${event.LeagueName}`);
      if (!kicksOffAt(competition.schedule, Date.parse(event.EventStartTimeUTC))) {
        late.push(`${event.LeagueName} at ${event.EventStartTimeUTC}`);
      }
    }
    expect(late.slice(0, 5)).toEqual([]);

    const serieA = events.filter((e) => e.LeagueName === 'Serie A');
    expect(serieA.length).toBeGreaterThan(0);
    for (const match of serieA) {
      const { minutes } = minutesIn('Europe/Rome', match.EventStartTimeUTC);
      expect(minutes).toBeGreaterThanOrEqual(12 * 60);
      expect(minutes).toBeLessThanOrEqual(21 * 60 + 45);
    }
  });

  it('starts no European league match at 05:31 UTC in November; the feed stays full', () => {
    const simulator = createLiveSimulator({ seed: 3, start: new Date('2026-11-15T05:31:00Z') });
    const events = simulator.advance(new Date('2026-11-15T05:31:00Z'));
    // 6 football, 4 tennis, 4 basketball: elsewhere in the world it is the afternoon.
    expect(events).toHaveLength(14);
    const european = events.filter((e) =>
      /LaLiga|Premier League|Serie A|Bundesliga|Champions League/.test(e.LeagueName),
    );
    // 05:31 UTC is 06:31 in Rome: a European match in play then kicked off the evening before
    // at the latest, and none ends that late, so none is shown.
    expect(european).toEqual([]);
  });

  it('is deterministic under a seeded clock', () => {
    expect(matchesFrom('2026-11-15T05:31:00Z', 6, 9)).toEqual(
      matchesFrom('2026-11-15T05:31:00Z', 6, 9),
    );
  });
});

describe('winter breaks (issue 36)', () => {
  const league = (name: string) => {
    const found = FOOTBALL_LEAGUES.find((each) => each.name === name);
    if (!found) throw new Error(name);
    return found.schedule;
  };

  it('stops the Bundesliga from 22 December to 8 January and LaLiga over Christmas, local days', () => {
    const bundesliga = league('Bundesliga');
    // 15:30 in Berlin (UTC+1 in winter) is 14:30 UTC.
    expect(kicksOffAt(bundesliga, Date.parse('2026-12-20T14:30:00Z'))).toBe(true);
    expect(kicksOffAt(bundesliga, Date.parse('2026-12-22T14:30:00Z'))).toBe(false);
    expect(kicksOffAt(bundesliga, Date.parse('2027-01-08T14:30:00Z'))).toBe(false);
    expect(kicksOffAt(bundesliga, Date.parse('2027-01-09T14:30:00Z'))).toBe(true);
    const laliga = league('LaLiga');
    expect(kicksOffAt(laliga, Date.parse('2026-12-27T17:00:00Z'))).toBe(false);
    expect(kicksOffAt(laliga, Date.parse('2027-01-02T17:00:00Z'))).toBe(true);
    // The Premier League plays through Christmas (Boxing Day).
    expect(kicksOffAt(league('Premier League'), Date.parse('2026-12-26T15:00:00Z'))).toBe(true);
  });

  it('leaves the break out of the simulated feed', () => {
    const events = matchesFrom('2026-12-26T08:00:00Z', 36);
    expect(events.filter((e) => /Bundesliga|LaLiga/.test(e.LeagueName))).toEqual([]);
    expect(events.some((e) => e.LeagueName === 'Premier League')).toBe(true);
  });
});
