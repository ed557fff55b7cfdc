/**
 * An event description as importers write it, read as its two sides (issue 36): "Real Madrid
 * v Barcelona" (Betfair), "Real Madrid vs. Barcelona", "Flamengo x Palmeiras" (Brazilian
 * books), "Real Madrid - Barcelona", and "Lakers @ Celtics" (American books, Betfair's
 * exchange for US sports), where the away side comes first.
 */
export interface EventTeams {
  home: string;
  away: string;
}

/** Separators, the most telling first; `awayFirst` for "@". */
const SEPARATORS: readonly { pattern: RegExp; awayFirst: boolean }[] = [
  { pattern: /\s+@\s+/, awayFirst: true },
  { pattern: /\s+vs\.?\s+/i, awayFirst: false },
  { pattern: /\s+v\.?\s+/i, awayFirst: false },
  { pattern: /\s+x\s+/i, awayFirst: false },
  { pattern: /\s+[-–—]\s+/, awayFirst: false },
];

/** The two sides of an event, home first; null when it does not read as two sides. */
export function parseEventTeams(description: string | null | undefined): EventTeams | null {
  const text = (description ?? '').trim();
  for (const { pattern, awayFirst } of SEPARATORS) {
    const parts = text.split(pattern);
    if (parts.length !== 2) continue;
    const [first, second] = parts.map((part) => part.trim());
    if (!first || !second) continue;
    return awayFirst ? { home: second, away: first } : { home: first, away: second };
  }
  return null;
}
