import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { liveEvent, TENNIS } from '../test/live-events-api';
import { EventNames } from './live-event-parts';

const games = (sets: HTMLElement | undefined) =>
  [...(sets?.children ?? [])].map((cell) => cell.textContent);

describe('tennis set columns (issue 32)', () => {
  it('shows only the sets played of a payload padded with 0: the rest stay empty', async () => {
    // 6-4 to the home player, 0-0 in the second, which is in play: the 0-0 of set 2 shows,
    // sets 3-5 (padded zeros in the payload) are empty columns.
    renderWithProviders(
      <EventNames
        event={liveEvent({
          ...TENNIS,
          LiveMatchClockPeriod: 'SET 2',
          Stats_Tennis_Home_Sets: '6,0,0,0,0',
          Stats_Tennis_Away_Sets: '4,0,0,0,0',
        })}
      />,
    );
    const [home, away] = await screen.findAllByTestId('tennis-sets');
    expect(games(home)).toEqual(['6', '0', '', '', '']);
    expect(games(away)).toEqual(['4', '0', '', '', '']);
    // Five columns each, so the rows' figures line up; the empty ones are not read out.
    expect(home?.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
  });

  it('without a set in play, shows up to the last set with a game', async () => {
    // Finished 6-3 3-6 7-5: the feed's period is not a set.
    renderWithProviders(
      <EventNames
        event={liveEvent({
          ...TENNIS,
          LiveMatchClockPeriod: 'FT',
          Stats_Tennis_Home_Sets: '6,3,7,0,0',
          Stats_Tennis_Away_Sets: '3,6,5,0,0',
        })}
      />,
    );
    const [home, away] = await screen.findAllByTestId('tennis-sets');
    expect(games(home)).toEqual(['6', '3', '7', '', '']);
    expect(games(away)).toEqual(['3', '6', '5', '', '']);
  });

  it('leaves all five columns blank for a match not started, never "0 0 0" (issue 36)', async () => {
    // An upcoming match (GET /api/live-events?state=upcoming): no sets, no period, no server.
    renderWithProviders(
      <EventNames
        event={liveEvent({
          ...TENNIS,
          LiveScoreHome: null,
          LiveScoreAway: null,
          LiveMatchClockPeriod: null,
          Stats_Tennis_Home_Sets: null,
          Stats_Tennis_Away_Sets: null,
          Stats_Tennis_HomeServe: null,
        })}
      />,
    );
    const [home, away] = await screen.findAllByTestId('tennis-sets');
    expect(games(home)).toEqual(['', '', '', '', '']);
    expect(games(away)).toEqual(['', '', '', '', '']);
    expect(screen.queryByTestId('serve-dot')).toBeNull();
  });

  it('shows the first set at 0-0 when it is in play, the other four blank', async () => {
    renderWithProviders(
      <EventNames
        event={liveEvent({
          ...TENNIS,
          LiveMatchClockPeriod: 'SET 1',
          Stats_Tennis_Home_Sets: '0,0,0,0,0',
          Stats_Tennis_Away_Sets: '0,0,0,0,0',
        })}
      />,
    );
    const [home] = await screen.findAllByTestId('tennis-sets');
    expect(games(home)).toEqual(['0', '', '', '', '']);
  });
});
