/** Lower case without accents, so "cordoba" finds "Córdoba" and "futbol" finds "Fútbol". */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}
