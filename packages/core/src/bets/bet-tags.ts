/** A bet's tags: the user's own labels (docs/product.md §3 "Bet"). */
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;

/**
 * The tags trimmed, blanks dropped, and each kept once whatever its case: the first spelling
 * wins (["Value", "value ", "Live"] → ["Value", "Live"]), so a picker never lists "value" twice.
 */
export function distinctTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept;
}
