import type { SearchListOption } from '../../../components/ui/search-list-picker';
import { searchable } from '../../../lib/searchable';
import type { Competition } from '../api/get-competitions';

/**
 * The rows of the add-bet form's competition list (docs/product.md §2): narrowed to the chosen
 * sport's ids (a competition without a sport always stays; no ids: every competition), one row per
 * name, since the same competition may be listed under two spellings of a sport.
 */
export function competitionOptions(
  competitions: readonly Competition[],
  sportIds: readonly number[],
): SearchListOption[] {
  const narrowed =
    sportIds.length === 0
      ? competitions
      : competitions.filter((c) => c.sport_id === null || sportIds.includes(c.sport_id));
  const seen = new Set<string>();
  return narrowed.flatMap((competition) => {
    const key = searchable(competition.competition_name);
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ value: String(competition.competition_id), label: competition.competition_name }];
  });
}
