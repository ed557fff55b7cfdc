import type { BetView, FeedLinkOffer } from '@stakelab/core';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueName, catalogueSport } from '../utils/catalogue-name';
import { resultColors } from '../../../lib/result-colors';
import { formatDateTime, formatMoney, formatOdds } from '../../../lib/format';
import { BetActions } from './bet-actions';
import { BetExchangeDetails } from './bet-exchange-details';
import { BetSelectionsList } from './bet-selections-list';
import { BetStatusBadge } from './bet-status-badge';
import { BetWhat } from './bet-what';
import { FeedLinkOffers } from './feed-link-offers';
import { useFeedLinkOffers } from '../api/feed-link-offers';
import { legResult } from './bet-selections';
import type { RowSelection } from './row-selection';
import { type RowText, rowText } from './row-text';
import classes from './bet-cards.module.css';

interface BetCardsProps {
  bets: readonly BetView[];
  onEdit: (bet: BetView) => void;
  /** Opens the tags dialog (any bet, imported ones included). */
  onTags: (bet: BetView) => void;
  onSettle: (bet: BetView) => void;
  onDelete: (bet: BetView) => void;
  selection: RowSelection;
}

interface BetCardProps {
  bet: BetView;
  selected: boolean;
  onSelect: RowSelection['onSelect'];
  onEdit: (bet: BetView) => void;
  /** Opens the tags dialog (any bet, imported ones included). */
  onTags: (bet: BetView) => void;
  onSettle: (bet: BetView) => void;
  onDelete: (bet: BetView) => void;
  /** Feed events offered for the bet's selections (issue 36); none for most bets. */
  offers: readonly FeedLinkOffer[] | undefined;
  text: RowText;
}

/** The net's colour as Mantine's Text c="green" would give it (the theme's text shade). */
function netColor(net: number): string | undefined {
  if (net > 0) return `var(--mantine-color-${resultColors.WON}-text)`;
  if (net < 0) return `var(--mantine-color-${resultColors.LOST}-text)`;
  return undefined;
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
  onEdit,
  onTags,
  onSettle,
  onDelete,
  offers,
  text,
}: BetCardProps) {
  const { t, language } = text;
  const [expanded, setExpanded] = useState(false);
  const placed = formatDateTime(bet.PlacedDate, language);
  const [placedDay = placed] = placed.split(', ');
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
        <input
          type="checkbox"
          className={classes.check}
          checked={selected}
          onChange={(event) => onSelect([bet.Id], event.currentTarget.checked)}
          aria-label={text.dated('history.table.selectBet', placed)}
          data-testid="bet-select"
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
        <span
          className={classes.net}
          style={{ color: netColor(bet.NetReturn) }}
          data-testid="bet-net"
        >
          {formatMoney(bet.NetReturn, bet.Currency, language, true)}
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
          <span data-testid="bet-odds">
            {bet.Odds === null ? '–' : formatOdds(bet.Odds, language)}
          </span>
          {' @ '}
          <span data-testid="bet-stake">{formatMoney(bet.Stake, bet.Currency, language)}</span>
          <span className={classes.hidden} data-testid="bet-return">
            {` → ${formatMoney(bet.ActualReturn, bet.Currency, language)}`}
          </span>
        </span>
      </div>
      <div className={classes.actions}>
        <BetActions
          bet={bet}
          placed={placed}
          onEdit={onEdit}
          onTags={onTags}
          onSettle={onSettle}
          onDelete={onDelete}
          text={text}
        />
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
export function BetCards({ bets, onEdit, onTags, onSettle, onDelete, selection }: BetCardsProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // The same object until the language changes: the memoised cards keep their render.
  const text = useMemo(() => rowText(t, language), [t, language]);
  const offers = useFeedLinkOffers().data;

  return (
    <ul className={classes.list} aria-label={t('history.table.caption')} data-testid="bet-cards">
      {bets.map((bet) => (
        <BetCard
          key={bet.Id}
          bet={bet}
          selected={selection.isSelected(bet.Id)}
          onSelect={selection.onSelect}
          onEdit={onEdit}
          onTags={onTags}
          onSettle={onSettle}
          onDelete={onDelete}
          offers={offers?.get(bet.Id)}
          text={text}
        />
      ))}
    </ul>
  );
}
