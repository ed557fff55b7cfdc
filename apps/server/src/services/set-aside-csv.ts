import type { SetAsideRecord } from '../repositories/imports.ts';

/** A spreadsheet runs a cell that starts with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One RFC 4180 cell: quoted when it must be, a leading ' defusing a formula. */
function cell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The records an import set aside as CSV ("," separated, CRLF, UTF-8): the row it was in,
 * the field at fault, the reason (English, as the API's messages; code is the message key)
 * and the record exactly as it came, so the user can correct it and import it again.
 */
export function setAsideCsv(records: readonly SetAsideRecord[]): string {
  const lines = [['Row', 'Field', 'Code', 'Reason', 'Record'].join(',')];
  for (const r of records) {
    lines.push([r.row, r.field, r.code, r.message, r.source].map(cell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
