/**
 * How dates are typed and shown everywhere in the app: DD/MM/YYYY in both languages
 * (docs/design.md "dates as 25/06/2025").
 */
export const DAY_FORMAT = 'DD/MM/YYYY';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A typed day as 'YYYY-MM-DD' (the date inputs' value): 'DD/MM/YYYY' (also with '.' or '-')
 * or 'YYYY-MM-DD'. Null when it is not a real calendar day (31/02/2000, 1/13/2000, text).
 */
export function parseTypedDay(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const european = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  const parts = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : european
      ? [Number(european[3]), Number(european[2]), Number(european[1])]
      : null;
  if (!parts) return null;
  const [year = 0, month = 0, day = 0] = parts;
  // Date.UTC rolls 31 February over into March; that is not the day that was typed.
  const check = new Date(Date.UTC(year, month - 1, day));
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day
  ) {
    return null;
  }
  return `${year}-${pad(month)}-${pad(day)}`;
}
