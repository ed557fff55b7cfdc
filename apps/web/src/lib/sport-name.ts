import { sportTranslationKey } from '@stakelab/core';
import type { TFunction } from 'i18next';

/**
 * A sport's name in the interface language: a sport core knows ("Football", "Fútbol", "Soccer",
 * "ICE HOCKEY") by its translation key under `sports.`, any other name as it was written.
 */
export function sportName(t: TFunction, name: string): string {
  const key = sportTranslationKey(name);
  return key === null ? name : t(key);
}
