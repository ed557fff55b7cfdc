/**
 * A money figure in betting units (docs/product.md §2 "Units"): euros ÷ the unit size, read
 * through whole cents so 12.30 € in units of 2.50 € is 1230 ÷ 250 = 4.92, not a float's 4.920000001.
 */
export function unitsOfEuros(euros: number, unitCents: number): number {
  return Math.round(euros * 100) / unitCents;
}

/**
 * The unit size in cents from a profile answer, read defensively: `unit_size` is in euros
 * (the API's money), and anything but a positive number means the user has none.
 */
export function unitCentsOf(profile: unknown): number | null {
  if (typeof profile !== 'object' || profile === null || !('unit_size' in profile)) return null;
  const size = profile.unit_size;
  if (typeof size !== 'number' || !Number.isFinite(size) || size <= 0) return null;
  const cents = Math.round(size * 100);
  return cents > 0 ? cents : null;
}
