/** The matching key of a sport or competition name: lower-case, accents and extra spaces removed. */
export function catalogueKey(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export const UNKNOWN_SPORT = 'Unknown';
