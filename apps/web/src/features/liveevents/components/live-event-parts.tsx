import { Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { type LiveEvent, paddedSets, playedSetCount } from '@stakelab/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatOdds } from '../../../lib/format';
import { sportName } from '../../../lib/sport-name';
import { useChangeCount, useTrend } from '../hooks/use-value-change';
import { clockText, currentSet, readableSportName, scoreText } from '../utils/live-format';
import { periodLabel } from '../utils/live-periods';
import { isTennis, sportGroup } from '../utils/sport-filter';
import classes from './live-events.module.css';

/**
 * The sport's name in the reader's language: a filter button's name, else the name core knows
 * the sport by (ICE HOCKEY → Hockey sobre hielo), else the feed's name made readable.
 */
export function sportLabel(t: TFunction, sport: string): string {
  const group = sportGroup(sport);
  if (group !== 'OTHER') return t(`liveEvents.filters.${group}`);
  const named = sportName(t, sport);
  return named === sport ? readableSportName(sport) : named;
}

export function SportBadge({ sport }: { sport: string }) {
  const { t } = useTranslation();
  return (
    // At least as wide as its name: a squeezed column must not cut it to 'FOOTB…'.
    <Badge variant="light" color="gray" radius="sm" miw="max-content" data-testid="live-sport">
      {sportLabel(t, sport)}
    </Badge>
  );
}

interface PlayerLineProps {
  side: 'home' | 'away';
  name: string;
  sets: string | null;
  isServing: boolean;
  /** 1-5, the set in play (shown bold); null when unknown. */
  setInPlay: number | null;
  /** How many sets have been played or are in play: the columns after them stay empty. */
  played: number;
}

/**
 * One tennis player: the serving dot (or its empty slot), the name, five set columns. The feed
 * pads the sets with 0 (docs/product.md §2); a set not played yet shows an empty column, not a
 * 0 that reads as a set lost 0-0 (issue 32), and the columns still line up across rows.
 */
function PlayerLine({ side, name, sets, isServing, setInPlay, played }: PlayerLineProps) {
  const { t } = useTranslation();
  const games = paddedSets(sets);
  return (
    <div className={classes.player} data-side={side}>
      {isServing ? (
        <span className={classes.serveDot} data-testid="serve-dot" data-side={side}>
          <VisuallyHidden>{t('liveEvents.serving')}</VisuallyHidden>
        </span>
      ) : (
        <span className={classes.serveSlot} aria-hidden="true" />
      )}
      <Text span fw={600} size="sm" className={classes.playerName}>
        {name}
      </Text>
      <span
        className={classes.sets}
        role="group"
        aria-label={t('liveEvents.setsOf', { name })}
        data-testid="tennis-sets"
        data-side={side}
      >
        {games.map((count, index) =>
          index < played ? (
            <span key={index} className={index + 1 === setInPlay ? classes.currentSet : undefined}>
              {count}
            </span>
          ) : (
            <span key={index} aria-hidden="true" data-unplayed="" />
          ),
        )}
      </span>
    </div>
  );
}

/**
 * Who plays (docs/product.md §2): tennis as two player lines with up to 5 set scores each and a dot
 * on the server; every other sport as 'home vs away'.
 */
export function EventNames({ event }: { event: LiveEvent }) {
  const { t } = useTranslation();
  if (isTennis(event)) {
    const setInPlay = currentSet(event.LiveMatchClockPeriod);
    const played = playedSetCount(
      event.Stats_Tennis_Home_Sets,
      event.Stats_Tennis_Away_Sets,
      event.LiveMatchClockPeriod,
    );
    return (
      <Stack gap={4} data-testid="live-event-names">
        <PlayerLine
          side="home"
          name={event.HomeName}
          sets={event.Stats_Tennis_Home_Sets}
          isServing={event.Stats_Tennis_HomeServe === 1}
          setInPlay={setInPlay}
          played={played}
        />
        <PlayerLine
          side="away"
          name={event.AwayName}
          sets={event.Stats_Tennis_Away_Sets}
          isServing={event.Stats_Tennis_HomeServe === 0}
          setInPlay={setInPlay}
          played={played}
        />
      </Stack>
    );
  }
  return (
    <Text fw={600} size="sm" data-testid="live-event-names">
      {event.HomeName}{' '}
      <Text span inherit fw={400} c="dimmed">
        {t('liveEvents.vs')}
      </Text>{' '}
      {event.AwayName}
    </Text>
  );
}

/**
 * 'home - away' and the match clock, stacked in a table cell or side by side on a card (where
 * the score's highlight padding hangs into the margin, so the figures line up with the names).
 * Each change of the score remounts it (keyed by the change count) with the flash class, so
 * the highlight plays once per change and never on first sight.
 */
export function LiveScore({ event, layout }: { event: LiveEvent; layout: 'cell' | 'inline' }) {
  const { t } = useTranslation();
  const score = scoreText(event);
  const changes = useChangeCount(score);
  const clock = clockText(event, (period) => periodLabel(t, period));
  const Wrapper = layout === 'cell' ? Stack : Group;
  return (
    <Wrapper
      gap={layout === 'cell' ? 0 : 'xs'}
      align={layout === 'cell' ? 'flex-end' : 'baseline'}
      ml={layout === 'inline' ? -8 : undefined}
    >
      <span
        key={changes}
        className={changes > 0 ? `${classes.score} ${classes.flash}` : classes.score}
        data-testid="live-score"
        data-changed={changes > 0 ? 'true' : undefined}
      >
        {score}
      </span>
      {clock !== null && (
        <span className={classes.clock} data-testid="live-clock">
          {clock}
        </span>
      )}
    </Wrapper>
  );
}

interface OddsBoxProps {
  outcome: '1' | 'X' | '2';
  label: string;
  odds: number | null;
}

function OddsBox({ outcome, label, odds }: OddsBoxProps) {
  const { t, i18n } = useTranslation();
  const { trend, changes } = useTrend(odds);
  return (
    <div className={classes.oddsBox} data-testid={`live-odds-${outcome}`}>
      <span className={classes.oddsLabel}>{label}</span>
      <span className={classes.oddsValue}>
        {odds === null ? (
          <span title={t('liveEvents.suspended')}>
            –<VisuallyHidden>{t('liveEvents.suspended')}</VisuallyHidden>
          </span>
        ) : (
          formatOdds(odds, i18n.language)
        )}
        {trend !== null && odds !== null && (
          <span
            key={changes}
            className={`${classes.trend} ${trend === 'up' ? classes.up : classes.down}`}
            data-testid="odds-trend"
            data-trend={trend}
          >
            {trend === 'up' ? (
              <IconArrowUpRight size={14} stroke={2.25} aria-hidden="true" />
            ) : (
              <IconArrowDownRight size={14} stroke={2.25} aria-hidden="true" />
            )}
            <VisuallyHidden>
              {trend === 'up' ? t('liveEvents.oddsUp') : t('liveEvents.oddsDown')}
            </VisuallyHidden>
          </span>
        )}
      </span>
    </div>
  );
}

/**
 * The 1, X and 2 boxes; each only when the feed gives its label (no X in tennis or the NBA).
 * `row`: sized to their figures, right-aligned (table); `fill`: three equal columns across
 * the width (phone cards), so big odds never push the boxes onto another line.
 */
export function OddsBoxes({ event, layout }: { event: LiveEvent; layout: 'row' | 'fill' }) {
  const boxes = [
    { outcome: '1', label: event.Outcome1_Label, odds: event.Outcome1_Odds },
    { outcome: 'X', label: event.OutcomeX_Label, odds: event.OutcomeX_Odds },
    { outcome: '2', label: event.Outcome2_Label, odds: event.Outcome2_Odds },
  ] as const;
  return (
    <div className={layout === 'fill' ? classes.oddsFill : classes.odds} data-testid="live-odds">
      {boxes.map(({ outcome, label, odds }) =>
        label === null || label.trim() === '' ? (
          // An empty slot keeps 1 under 1 and 2 under 2 from row to row.
          <span key={outcome} className={classes.oddsSlot} aria-hidden="true" />
        ) : (
          <OddsBox key={outcome} outcome={outcome} label={label} odds={odds} />
        ),
      )}
    </div>
  );
}
