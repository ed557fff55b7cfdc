import type { BetView } from '@stakelab/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import classes from './bets-table.module.css';
import type { RowText } from './row-text';

/**
 * A bet with something to fold out: its selections (the spec's nested table, with each leg's
 * market and result) or an exchange bet's details.
 */
export function hasFoldOut(bet: BetView): boolean {
  return bet.Selections.length > 0 || bet.Side !== null;
}

/** The one line a single's row reads by: its selection and event, or the bet's event. */
export function whatOf(bet: BetView): { selection: string | null; event: string | null } {
  const legs = bet.Selections;
  if (legs.length === 1) {
    const leg = legs[0]!;
    const event = leg.EventName ?? bet.EventDescription;
    return { selection: leg.SelectionName, event: event === leg.SelectionName ? null : event };
  }
  return { selection: null, event: bet.EventDescription };
}

interface BetWhatProps {
  bet: BetView;
  /** The bet's placed date as shown, for the fold button's accessible name. */
  placed: string;
  expanded: boolean;
  onToggle: () => void;
  /** Feed events are offered for the bet (issue 36): a badge that folds their list out. */
  offered?: boolean;
  text: RowText;
}

/**
 * What a bet was on, in one line (issue 32): a single's selection and event, after a chevron
 * folding out its leg's table; a multiple's count of selections as the button folding its
 * legs out beneath, then its event; 'No selections' (docs/product.md §2) for a bet with
 * neither legs nor event. The whole text is the title, since the line is cut to its column.
 * A free bet (issue 33) says so in a small badge after it, before its tags; a bet with feed
 * events offered (issue 36) has a small button folding out their list.
 */
export function BetWhat({ bet, placed, expanded, onToggle, offered = false, text }: BetWhatProps) {
  const { selection, event } = whatOf(bet);
  const legs = bet.Selections.length;
  const whole = [selection, event].filter(Boolean).join(' — ');
  return (
    <div className={classes.what} data-testid="bet-what">
      {hasFoldOut(bet) && (
        <button
          type="button"
          className={classes.fold}
          aria-expanded={expanded}
          // A multiple's button shows "2 selections": its name starts with that visible text.
          aria-label={
            legs > 1
              ? `${text.t('history.table.legs', { count: legs })}: ${text.dated('history.table.showLegs', placed)}`
              : text.dated('history.table.showLegs', placed)
          }
          onClick={onToggle}
          data-testid="bet-fold"
        >
          {expanded ? (
            <IconChevronDown size={12} aria-hidden="true" />
          ) : (
            <IconChevronRight size={12} aria-hidden="true" />
          )}
          {/* A single's one leg is on the line already: its button is the chevron alone. */}
          {legs > 1 && text.t('history.table.legs', { count: legs })}
        </button>
      )}
      {whole === '' ? (
        legs === 0 && (
          <span className={classes.whatEvent} data-testid="no-selections">
            {text.label('history.table.noSelections')}
          </span>
        )
      ) : (
        <span className={classes.whatText} title={whole}>
          {selection && <span data-testid="bet-selection">{selection}</span>}
          {selection && event && ' — '}
          {event && <span className={classes.whatEvent}>{event}</span>}
        </span>
      )}
      {bet.FreeBet === true && (
        <span className={classes.freeBet} data-testid="bet-free-bet-badge">
          {text.label('history.table.freeBet')}
        </span>
      )}
      {offered && (
        <button
          type="button"
          className={classes.feedOffer}
          title={text.label('history.feedLinks.badgeTitle')}
          aria-expanded={expanded}
          onClick={onToggle}
          data-testid="bet-feed-offer-badge"
        >
          {text.label('history.feedLinks.badge')}
        </button>
      )}
      {(bet.Tags ?? []).length > 0 && (
        <span
          className={classes.whatTags}
          data-testid="bet-tags-shown"
          title={bet.Tags!.join(', ')}
        >
          {bet.Tags!.map((tag) => (
            <span key={tag} className={classes.tag}>
              {tag}
            </span>
          ))}
        </span>
      )}
    </div>
  );
}
