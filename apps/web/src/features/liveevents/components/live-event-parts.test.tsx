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
});
