import type { BetView } from '../contract/history.ts';

/**
 * The history's text search (issue 32): a bet matches when every word typed is found, in any
 * order and case, in its event, its legs' selections, events and competitions, its own
 * competition or its notes. Bets carry no notes field yet; their tags and tipster stand for
 * them (what a user writes about a bet), so a search finds what was written on it.
 */
export function betSearchText(bet: BetView): string {
  const parts: (string | null | undefined)[] = [
    bet.EventDescription,
    bet.Competition,
    bet.Tipster,
    ...(bet.Tags ?? []),
  ];
  for (const leg of bet.Selections) {
    parts.push(leg.SelectionName, leg.EventName, leg.Competition);
  }
  return foldForSearch(parts.filter((part) => part).join('\n'));
}

/** Lower case without accents: 'Atlético' is found by 'atletico'. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The words of a search as betSearchText compares them; none: the search keeps every bet. */
export function searchWords(search: string | null | undefined): string[] {
  return foldForSearch(search ?? '')
    .split(/\s+/)
    .filter((word) => word !== '');
}

/** Whether a bet's search text (betSearchText) holds every word. */
export function matchesSearch(text: string, words: readonly string[]): boolean {
  for (const word of words) if (!text.includes(word)) return false;
  return true;
}
