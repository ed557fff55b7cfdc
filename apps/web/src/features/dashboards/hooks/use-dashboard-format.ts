import {
  formatHeadline,
  formatMoney,
  formatPercent,
  formatRoi,
  formatShare,
  type HeadlineFigures,
  type HeadlineTexts,
} from '@stakelab/core';
import { useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFormat, formatCount, formatUnits, numberFormat } from '../../../lib/format';
import { intlLocale } from '../../../lib/i18n';
import { unitsOfEuros } from '../utils/units';
import { DashboardCurrencyContext, DashboardUnitsContext } from './units-context';

/** 2024-01-01 was a Monday: ISO weekday n is 2024-01-0n. */
const weekdayDate = (weekday: number) => new Date(Date.UTC(2024, 0, weekday));

/** 'yyyy-mm' as the first instant of that month in UTC (the string names a month, not a moment). */
function monthDate(month: string): Date {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, index - 1, 1));
}

/**
 * Every figure of the dashboards in the chosen language (docs/product.md §9, docs/design.md): money
 * in the chosen currency with 2 decimals and percentages with 1 (the odds tooltip 2) through core's formatters, a sign on
 * P/L, months and days named by Intl. The Intl formatters are shared (lib/format.ts): a dozen
 * components ask for these at once, and making them anew took ~25 ms of the dashboards' first
 * render.
 */
export function useDashboardFormat() {
  const { i18n, t } = useTranslation();
  const language = i18n.language;
  const unitCents = useContext(DashboardUnitsContext);
  const currency = useContext(DashboardCurrencyContext);

  return useMemo(() => {
    const locale = intlLocale(language);
    const monthLong = dateFormat(language, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const monthShort = dateFormat(language, {
      month: 'short',
      year: '2-digit',
      timeZone: 'UTC',
    });
    const dayShort = dateFormat(language, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    const dayShortWithYear = dateFormat(language, {
      day: 'numeric',
      month: 'short',
      year: '2-digit',
      timeZone: 'UTC',
    });
    const dayLong = dateFormat(language, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const weekdayLong = dateFormat(language, { weekday: 'long', timeZone: 'UTC' });
    const weekdayShort = dateFormat(language, { weekday: 'short', timeZone: 'UTC' });
    const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
    const compactMoney = numberFormat(language, {
      style: 'currency',
      currency,
      notation: 'compact',
      maximumFractionDigits: 1,
    });

    const decimals = (digits: number, signed: boolean) =>
      numberFormat(language, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        useGrouping: 'always',
        signDisplay: signed ? 'exceptZero' : 'negative',
      });
    /** " (1.25 u)" after a money figure while the units view is on; nothing otherwise. */
    const inUnits = (euros: number, signed: boolean) => {
      if (unitCents === null) return '';
      const units = unitsOfEuros(euros, unitCents);
      const text = formatUnits(units, language, signed);
      return ` (${t('dashboards.units.amount', { value: text })})`;
    };

    return {
      language,
      locale,
      /** Whether money figures carry units (the units view is on). */
      inUnits: unitCents !== null,
      /** The figures' currency (DashboardCurrencyContext). */
      currency,
      /** Money in the figures' currency. */
      money: (value: number) => `${formatMoney(value, currency, locale)}${inUnits(value, false)}`,
      signedMoney: (value: number) =>
        `${formatMoney(value, currency, locale, true)}${inUnits(value, true)}`,
      /** A plain number with `digits` decimals (a z-score: "2.05" / "2,05"). */
      decimal: (value: number, digits: number) => decimals(digits, false).format(value),
      /** A p-value: 3 decimals, "< 0.001" below that. */
      pValue: (p: number) =>
        p < 0.001 ? `< ${decimals(3, false).format(0.001)}` : decimals(3, false).format(p),
      /** Axis ticks: short ("€1.2K") so long amounts do not eat the plot. */
      axisMoney: (value: number) => compactMoney.format(value),
      /**
       * The headline figures (core's formatHeadline: the History screen's texts for the same
       * bets), money with its units while the units view is on.
       */
      headline: (figures: HeadlineFigures): HeadlineTexts => {
        const texts = formatHeadline(figures, locale);
        return {
          ...texts,
          staked: `${texts.staked}${inUnits(figures.stakedCents / 100, false)}`,
          net: `${texts.net}${inUnits(figures.netCents / 100, true)}`,
          openStaked: `${texts.openStaked}${inUnits(figures.open.stakedCents / 100, false)}`,
          freeBetNet: `${texts.freeBetNet}${inUnits(figures.freeBets.netCents / 100, true)}`,
        };
      },
      /** An ROI as every screen shows it (core's formatRoi): "+6.58%". */
      roi: (ratio: number) => formatRoi(ratio, locale),
      /** A share of a whole, 1 decimal (core's formatShare): the pie's slices and legend. */
      share: (part: number, whole: number) => formatShare(part, whole, locale),
      /** A ratio as a percentage: 0.12345 → "12.3%" / "12,3 %". */
      percent: (ratio: number, digits = 1, signed = false) =>
        formatPercent(ratio, locale, { decimals: digits, signed }),
      axisPercent: (ratio: number) => formatPercent(ratio, locale, { decimals: 0 }),
      count: (value: number) => formatCount(value, language),
      /** 'yyyy-mm' → "March 2025" / "Marzo de 2025". */
      monthLong: (month: string) => capitalise(monthLong.format(monthDate(month))),
      /** 'yyyy-mm' → "Mar 25". */
      monthShort: (month: string) => capitalise(monthShort.format(monthDate(month))),
      /** 'yyyy-mm-dd' → "4 Mar" ("4 Mar 25" when a chart spans years). */
      dayShort: (day: string, withYear = false) =>
        (withYear ? dayShortWithYear : dayShort).format(new Date(`${day}T00:00:00Z`)),
      dayLong: (day: string) => dayLong.format(new Date(`${day}T00:00:00Z`)),
      weekdayLong: (weekday: number) => capitalise(weekdayLong.format(weekdayDate(weekday))),
      weekdayShort: (weekday: number) => capitalise(weekdayShort.format(weekdayDate(weekday))),
      /** An odds difference, signed, 2 to 3 decimals: −0.1 → "-0.10", 0.025 → "+0.025". */
      signedOdds: (value: number) =>
        numberFormat(language, {
          minimumFractionDigits: 2,
          maximumFractionDigits: 3,
          signDisplay: 'exceptZero',
        }).format(value),
      /** Odds range labels with the language's decimal separator: "1,51-2,00". */
      oddsRange: (range: string) => (language === 'es' ? range.replaceAll('.', ',') : range),
    };
  }, [language, t, unitCents, currency]);
}

export type DashboardFormat = ReturnType<typeof useDashboardFormat>;
