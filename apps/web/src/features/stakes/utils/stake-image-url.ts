const PUBLIC_PREFIX = 'public/';

/**
 * Where a stake's image loads from (docs/product.md §7): `/stakes/{image_path}`, or the path
 * itself without its `public/` prefix when it starts with `public/stakes/` (older rows stored
 * the whole path). Each path segment is encoded, so a name can never step out of the folder.
 * Null without one.
 */
export function stakeImageUrl(imagePath: string | null | undefined): string | null {
  const trimmed = imagePath?.trim() ?? '';
  if (trimmed === '') return null;
  const path = trimmed.startsWith(`${PUBLIC_PREFIX}stakes/`)
    ? trimmed.slice(PUBLIC_PREFIX.length)
    : `stakes/${trimmed}`;
  return `/${path.split('/').map(encodeURIComponent).join('/')}`;
}
