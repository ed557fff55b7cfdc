import { describe, expect, it } from 'vitest';
import { FOOTBALL, HOCKEY, LIVE_EVENTS, liveEvent, TENNIS } from '../test/live-events-api';
import { i18n } from '../../../lib/i18n';
import { clockText, currentSet, readableSportName, scoreText } from './live-format';
import { periodLabel } from './live-periods';
import { parseLiveSnapshot, parseLiveUpdate } from './live-update';
import { countBySportFilter, matchesSportFilter, sportGroup } from './sport-filter';

describe('stream message parsing', () => {
  it('reads a snapshot and an update, and refuses anything else', () => {
    expect(parseLiveSnapshot(JSON.stringify([TENNIS]))).toEqual([TENNIS]);
    expect(parseLiveSnapshot('not json')).toBeNull();
    expect(parseLiveSnapshot(JSON.stringify([{ RowId: 1 }]))).toBeNull();
    const update = {
      added: [FOOTBALL],
      patched: [{ RowId: TENNIS.RowId, LiveScoreHome: 2 }],
      removed: ['x'],
      order: [FOOTBALL.RowId, TENNIS.RowId],
    };
    expect(parseLiveUpdate(JSON.stringify(update))).toEqual(update);
    // The message before only-changed-fields: refused, so the page reloads the list.
    expect(
      parseLiveUpdate(JSON.stringify({ changed: [FOOTBALL], removed: [], order: [] })),
    ).toBeNull();
    expect(
      parseLiveUpdate(JSON.stringify({ added: [], patched: [{ LiveScoreHome: 2 }], removed: [] })),
    ).toBeNull();
  });
});

describe('sport filters', () => {
  it.each([
    ['FOOTBALL', 'FOOTBALL'],
    ['TENNIS', 'TENNIS'],
    ['BASKETBALL', 'BASKETBALL'],
    ['basketball', 'BASKETBALL'],
    ['ICE HOCKEY', 'OTHER'],
    ['BASEBALL', 'OTHER'],
    ['', 'OTHER'],
  ])('%j falls under %s', (sport, group) => {
    expect(sportGroup(sport)).toBe(group);
  });

  it('ALL keeps everything; each button only its sport', () => {
    expect(LIVE_EVENTS.filter((e) => matchesSportFilter(e, 'ALL'))).toEqual(LIVE_EVENTS);
    expect(LIVE_EVENTS.filter((e) => matchesSportFilter(e, 'OTHER'))).toEqual([HOCKEY]);
    expect(LIVE_EVENTS.filter((e) => matchesSportFilter(e, 'TENNIS'))).toEqual([TENNIS]);
  });

  it('counts the events under each button', () => {
    expect(countBySportFilter([...LIVE_EVENTS, FOOTBALL])).toEqual({
      ALL: 5,
      FOOTBALL: 2,
      TENNIS: 1,
      BASKETBALL: 1,
      OTHER: 1,
    });
  });
});

describe('live formatting', () => {
  it('writes the score as home - away, or a dash without one', () => {
    expect(scoreText(FOOTBALL)).toBe('2 - 1');
    expect(scoreText(liveEvent({ LiveScoreHome: 0, LiveScoreAway: 0 }))).toBe('0 - 0');
    expect(scoreText(HOCKEY)).toBe('–');
  });

  it.each([
    [67, '2H', "67' 2H"],
    [45, 'HT', "45' HT"],
    [null, 'SET 2', 'SET 2'],
    [12, null, "12'"],
    [null, '  ', null],
    [null, null, null],
  ])('clock of minute %j and period %j is %j', (minute, period, text) => {
    expect(
      clockText(liveEvent({ LiveMatchClockMinute: minute, LiveMatchClockPeriod: period })),
    ).toBe(text);
  });

  it.each([
    ['1H', '1st half', '1.ª parte'],
    ['2h', '2nd half', '2.ª parte'],
    ['HT', 'HT', 'Descanso'],
    ['FT', 'FT', 'Final'],
    ['Q3', 'Q3', '3.º cuarto'],
    ['OT', 'OT', 'Prórroga'],
    ['SET 2', 'Set 2', '2.º set'],
    [' 3rd period ', '3rd period', '3rd period'],
  ])('words the period %j as %j in English and %j in Spanish', (period, english, spanish) => {
    expect(periodLabel(i18n.getFixedT('en'), period)).toBe(english);
    expect(periodLabel(i18n.getFixedT('es'), period)).toBe(spanish);
  });

  it('puts the worded period on the clock', () => {
    const event = liveEvent({ LiveMatchClockMinute: 45, LiveMatchClockPeriod: 'HT' });
    expect(clockText(event, (period) => periodLabel(i18n.getFixedT('es'), period))).toBe(
      "45' Descanso",
    );
  });

  it('names other sports readably and finds the set in play', () => {
    expect(readableSportName('ICE HOCKEY')).toBe('Ice hockey');
    expect(readableSportName('TABLE_TENNIS')).toBe('Table tennis');
    expect(currentSet('SET 3')).toBe(3);
    expect(currentSet(null)).toBeNull();
  });
});
