import type { UploadResponse } from '@stakelab/core';
import type { TFunction } from 'i18next';
import { formatDateTime, formatMoney, formatOdds } from '../../../lib/format';
import { statusLabelKey } from './bet-status';

/** A row of the preview: a bet the import adds, updates, leaves or would overwrite. */
export type ImportRow = NonNullable<UploadResponse['preview']>['new'][number];
/** A changed field as the preview gets it, in BetView's names and units. */
export type FieldChange = NonNullable<ImportRow['changes']>[number];

const FIELD_LABEL_KEYS = {
  Status: 'history.upload.fields.Status',
  SettledDate: 'history.upload.fields.SettledDate',
  PlacedDate: 'history.upload.fields.PlacedDate',
  Stake: 'history.upload.fields.Stake',
  ActualReturn: 'history.upload.fields.ActualReturn',
  NetReturn: 'history.upload.fields.NetReturn',
  GrossProfit: 'history.upload.fields.GrossProfit',
  Commission: 'history.upload.fields.Commission',
  Liability: 'history.upload.fields.Liability',
  Odds: 'history.upload.fields.Odds',
  Selections: 'history.upload.fields.Selections',
  SelectionName: 'history.upload.fields.SelectionName',
  Result: 'history.upload.fields.Result',
  Sport: 'history.upload.fields.Sport',
  Competition: 'history.upload.fields.Competition',
  EventDescription: 'history.upload.fields.EventDescription',
  BetType: 'history.upload.fields.BetType',
  Bookmaker: 'history.upload.fields.Bookmaker',
  Tipster: 'history.upload.fields.Tipster',
  Side: 'history.upload.fields.Side',
  ClosingOdds: 'history.upload.fields.ClosingOdds',
  ExpectedValue: 'history.upload.fields.ExpectedValue',
  Tags: 'history.upload.fields.Tags',
  OrderType: 'history.upload.fields.OrderType',
  PriceRequested: 'history.upload.fields.PriceRequested',
  PriceReduced: 'history.upload.fields.PriceReduced',
  Handicap: 'history.upload.fields.Handicap',
  EachWayDivisor: 'history.upload.fields.EachWayDivisor',
  PlacesPaid: 'history.upload.fields.PlacesPaid',
  FreeBet: 'history.upload.fields.FreeBet',
  Currency: 'history.upload.fields.Currency',
  EventName: 'history.upload.fields.EventName',
  MarketName: 'history.upload.fields.MarketName',
} as const;
type LabelledField = keyof typeof FIELD_LABEL_KEYS;

const MONEY_FIELDS = new Set([
  'Stake',
  'ActualReturn',
  'NetReturn',
  'GrossProfit',
  'Commission',
  'Liability',
]);
const DATE_FIELDS = new Set(['SettledDate', 'PlacedDate']);
const ODDS_FIELDS = new Set(['Odds', 'ClosingOdds', 'PriceRequested']);

/** `Selections[2].Result` → leg 3's field; the API counts legs from 0. */
const LEG_FIELD = /^Selections\[(\d+)\]\.(\w+)$/;

function bareFieldLabel(t: TFunction, field: string): string {
  return Object.hasOwn(FIELD_LABEL_KEYS, field)
    ? t(FIELD_LABEL_KEYS[field as LabelledField])
    : field;
}

/** The field's name in the interface language: "Net", "Selection 2: Result". */
export function fieldLabel(t: TFunction, field: string): string {
  const leg = LEG_FIELD.exec(field);
  if (leg?.[1] !== undefined && leg[2] !== undefined) {
    return t('history.upload.fields.leg', {
      number: Number(leg[1]) + 1,
      field: bareFieldLabel(t, leg[2]),
    });
  }
  return bareFieldLabel(t, field);
}

/**
 * A value of `field` as the rest of the page shows it: money in the bet's `currency` (absent:
 * euros), odds, local time, statuses.
 */
export function fieldValue(
  t: TFunction,
  language: string,
  field: string,
  value: FieldChange['old'],
  currency?: string,
): string {
  if (value === null || value === '') return t('history.upload.preview.noValue');
  const name = LEG_FIELD.exec(field)?.[2] ?? field;
  if (typeof value === 'number') {
    if (MONEY_FIELDS.has(name)) return formatMoney(value, currency, language);
    if (ODDS_FIELDS.has(name)) return formatOdds(value, language);
    return String(value);
  }
  if (typeof value === 'string') {
    if (DATE_FIELDS.has(name)) return formatDateTime(value, language);
    if (name === 'Status' || name === 'Result') {
      const key = statusLabelKey(value);
      return key ? t(key) : value;
    }
  }
  return String(value);
}

/** "Status: Pending → Won"; money in the bet's `currency` (absent: euros). */
export function changeText(
  t: TFunction,
  language: string,
  change: FieldChange,
  currency?: string,
): string {
  const value = (text: FieldChange['old']) => fieldValue(t, language, change.field, text, currency);
  return `${fieldLabel(t, change.field)}: ${value(change.old)} → ${value(change.new)}`;
}
