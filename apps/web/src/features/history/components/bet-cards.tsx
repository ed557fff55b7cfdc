import type { BetView } from '@stakelab/core';
import { memo, useState } from 'react';
import { catalogueName, catalogueSport } from '../utils/catalogue-name';
import { formatDateTime } from '../../../lib/format';
import { BetActions } from './bet-actions';
import { BetExchangeDetails } from './bet-exchange-details';
import { betFigures } from './bet-figures';
import type { BetHandlers, BetItemProps } from './bet-item-props';
import { BetItems } from './bet-items';
import { BetSelectBox } from './bet-select-box';
import { BetSelectionsList } from './bet-selections-list';
import { BetStatusBadge } from './bet-status-badge';
import { BetWhat } from './bet-what';
import { FeedLinkOffers } from './feed-link-offers';
import { legResult } from './bet-selections';
import type { RowSelection } from './row-selection';
import { useRowText } from './row-text';
import classes from './bet-cards.module.css';

interface BetCardsProps extends BetHandlers {
  bets: readonly BetView[];
  selection: RowSelection;
}

/**
 * One bet in two lines (issue 32): its box, what it was on, its status and net; then its day,
 * sport, competition and bookmaker, odds @ stake (and what came back, read out) and buttons. A
 * multiple's legs fold out beneath, each with its result. Memoised like the table's rows.
 */
const BetCard = memo(function BetCard({
  bet,
  selected,
  onSelect,
  offers,
  text,
  ...handlers
}: BetItemProps) {
  const { t, language } = text;
  const [expanded, setExpanded] = useState(false);
  const placed = formatDateTime(bet.PlacedDate, language);
  const [placedDay = placed] = placed.split(', ');
  const figures = betFigures(bet, language);
  const where = [
    catalogueSport(t, bet.Sport),
    catalogueName(t, bet.Competition),
    bet.Bookmaker,
  ].filter(Boolean);
  return (
    <li
      className={classes.card}
      data-testid="bet-row"
      data-bet-id={bet.Id}
      data-selected={selected || undefined}
    >
      <div className={classes.line}>
        <BetSelectBox
          bet={bet}
          placed={placed}
          selected={selected}
          onSelect={onSelect}
          text={text}
          className={classes.check}
        />
        <div className={classes.grow}>
          <BetWhat
            bet={bet}
            placed={placed}
            expanded={expanded}
            onToggle={() => setExpanded((open) => !open)}
            offered={offers !== undefined}
            text={text}
          />
        </div>
        <BetStatusBadge status={bet.Status} text={text} />
        <span className={classes.net} style={{ color: figures.netColor }} data-testid="bet-net">
          {figures.net}
        </span>
      </div>
      <div className={classes.line}>
        <time
          className={classes.day}
          dateTime={bet.PlacedDate}
          title={placed}
          data-testid="bet-placed"
        >
          {placedDay}
        </time>
        <span className={`${classes.grow} ${classes.small}`} title={where.join(' · ')}>
          <span data-testid="bet-sport">{where.join(' · ')}</span>
        </span>
        <span className={classes.figures}>
          <span data-testid="bet-odds">{figures.odds}</span>
          {' @ '}
          <span data-testid="bet-stake">{figures.stake}</span>
          <span className={classes.hidden} data-testid="bet-return">
            {` → ${figures.actualReturn}`}
          </span>
        </span>
      </div>
      <div className={classes.actions}>
        <BetActions bet={bet} placed={placed} text={text} {...handlers} />
      </div>
      {expanded && (
        <div className={classes.legs} data-testid="bet-legs">
          <BetSelectionsList selections={bet.Selections} text={text} />
          {bet.Selections.some((leg) => leg.Result !== null) && (
            <ul className={classes.results} aria-label={text.label('history.table.result')}>
              {bet.Selections.map((leg) => (
                <li key={leg.SelectionId} data-testid="selection-result">
                  {leg.SelectionName}: {legResult(leg.Result, text)}
                </li>
              ))}
            </ul>
          )}
          <BetExchangeDetails bet={bet} text={text} />
          {offers && <FeedLinkOffers offers={offers} text={text} />}
        </div>
      )}
    </li>
  );
});

/**
 * The table on a phone (docs/design.md): one compact card per bet with the same columns, in
 * the list's order, so nothing has to scroll sideways.
 */
export function BetCards({ bets, selection, ...handlers }: BetCardsProps) {
  const text = useRowText();
  return (
    <ul
      className={classes.list}
      aria-label={text.t('history.table.caption')}
      data-testid="bet-cards"
    >
      <BetItems bets={bets} selection={selection} text={text} Item={BetCard} {...handlers} />
    </ul>
  );
}
