// The leaf module, not core's index: lib stays light for the pages that load it first.
import { DEFAULT_BANKROLL_NAME, type Bankroll } from '@stakelab/core/contract/bankrolls';
import type { TFunction } from 'i18next';

/**
 * A bankroll's name as the reader sees it: the default bankroll keeps the server's English name
 * ("Main bankroll", which exports and imports match on) until the user renames it, and is shown
 * in the reader's language meanwhile ("Banca principal").
 */
export function bankrollName(bankroll: Pick<Bankroll, 'name' | 'isDefault'>, t: TFunction): string {
  return bankroll.isDefault && bankroll.name === DEFAULT_BANKROLL_NAME
    ? t('bankrolls.defaultName')
    : bankroll.name;
}
