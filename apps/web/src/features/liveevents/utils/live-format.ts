import type { LiveEvent } from '@stakelab/core';
import { intlLocale } from '../../../lib/i18n';

/**
 * When an event started, in the reader's own time zone (the browser's) and language:
 * "25 Jun, 14:30" / "25 jun, 14:30". Unreadable input is shown as it came.
 */
export function formatStartTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/** The score as docs/product.md §2 writes it, "home - away"; "–" while the feed has none. */
export function scoreText(event: LiveEvent): string {
  if (event.LiveScoreHome === null || event.LiveScoreAway === null) return '–';
  return `${event.LiveScoreHome} - ${event.LiveScoreAway}`;
}

/**
 * The match clock beside the score: "67'", "2H", "67' 2H"; null when the feed has neither.
 * `period` words the period (live-periods.ts puts it in the reader's language).
 */
export function clockText(
  event: LiveEvent,
  period: (period: string) => string = (p) => p,
): string | null {
  const minute = event.LiveMatchClockMinute === null ? null : `${event.LiveMatchClockMinute}'`;
  const rawPeriod = event.LiveMatchClockPeriod?.trim() || null;
  const parts = [minute, rawPeriod === null ? null : period(rawPeriod)].filter(
    (part): part is string => part !== null,
  );
  return parts.length === 0 ? null : parts.join(' ');
}

/** "ICE HOCKEY" → "Ice hockey": a sport without a translation, readable in either language. */
export function readableSportName(sport: string): string {
  const lower = sport.trim().toLowerCase().replaceAll('_', ' ');
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** The set (1-5) being played, from a tennis period like 'SET 3'; null when not given. */
export function currentSet(period: string | null): number | null {
  const match = /(\d+)/.exec(period ?? '');
  return match ? Number(match[1]) : null;
}
