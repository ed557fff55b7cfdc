import type { TFunction } from 'i18next';

/**
 * The periods the live feeds write (core's simulator: 1H, HT, 2H; Q1-Q4, OT; SET n; FT and
 * extra time from other feeds) in the reader's language; any other period as the feed wrote it.
 */
export function periodLabel(t: TFunction, period: string): string {
  const code = period.trim().toUpperCase();
  switch (code) {
    case '1H':
      return t('liveEvents.periods.firstHalf');
    case '2H':
      return t('liveEvents.periods.secondHalf');
    case 'HT':
      return t('liveEvents.periods.halfTime');
    case 'FT':
      return t('liveEvents.periods.fullTime');
    case 'ET':
      return t('liveEvents.periods.extraTime');
    case 'OT':
      return t('liveEvents.periods.overtime');
    case 'PEN':
    case 'PENS':
      return t('liveEvents.periods.penalties');
  }
  const numbered = /^(Q|SET)\s*(\d{1,2})$/.exec(code);
  if (numbered?.[2] !== undefined) {
    const n = Number(numbered[2]);
    return numbered[1] === 'Q'
      ? t('liveEvents.periods.quarter', { n })
      : t('liveEvents.periods.set', { n });
  }
  return period.trim();
}
