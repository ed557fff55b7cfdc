import { CheckIcon, Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { searchable } from '../../../lib/searchable';
import { useCompetitions } from '../api/get-competitions';
import classes from './competition-picker.module.css';

/** Spec §9: the list hides 120 ms after the search box loses focus. */
export const COMPETITION_LIST_CLOSE_DELAY_MS = 120;

interface CompetitionPickerProps {
  /** The competition's name: picked from the list or typed (the server adds new names). */
  value: string;
  onChange: (name: string) => void;
  /** The chosen sport's ids; the list is narrowed to them. Empty: every competition. */
  sportIds: readonly number[];
  error?: ReactNode;
}

/**
 * Spec §2: a search box over the competitions with a filtered list of 6 rows. Typing filters
 * (accents ignored), a row fills the box, and a name not in the list is kept as typed. The
 * list follows the chosen sport when the competition's sport_id matches. Arrow keys, Enter and
 * Escape work as in any combobox.
 */
export function CompetitionPicker({ value, onChange, sportIds, error }: CompetitionPickerProps) {
  const { t } = useTranslation();
  const competitions = useCompetitions();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const closeTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const forSport = useMemo(() => {
    const all = competitions.data ?? [];
    const narrowed =
      sportIds.length === 0
        ? all
        : all.filter((c) => c.sport_id === null || sportIds.includes(c.sport_id));
    // One row per name: the same competition may be listed under two spellings of a sport.
    const seen = new Set<string>();
    return narrowed.filter((c) => {
      const key = searchable(c.competition_name);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }, [competitions.data, sportIds]);

  const query = searchable(value);
  const matches =
    query === ''
      ? forSport
      : forSport.filter((c) => searchable(c.competition_name).includes(query));

  const open = () => {
    window.clearTimeout(closeTimer.current);
    combobox.openDropdown();
  };

  const pick = (name: string) => {
    onChange(name);
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick} position="bottom-start">
      <Combobox.Target withExpandedAttribute>
        <TextInput
          label={t('history.addBet.competition')}
          placeholder={t('history.addBet.competitionPlaceholder')}
          value={value}
          error={error}
          autoComplete="off"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          rightSection={
            competitions.isFetching ? <Loader size={16} aria-hidden="true" /> : <Combobox.Chevron />
          }
          rightSectionPointerEvents="none"
          data-testid="competition-search"
          onFocus={open}
          onClick={open}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            combobox.resetSelectedOption();
            open();
          }}
          onBlur={() => {
            // Hiding a moment later lets a click on a row land first.
            closeTimer.current = window.setTimeout(
              () => combobox.closeDropdown(),
              COMPETITION_LIST_CLOSE_DELAY_MS,
            );
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options
          className={classes.options}
          aria-label={t('history.addBet.competitionList')}
          data-testid="competition-list"
        >
          {competitions.isPending ? (
            <Combobox.Empty>{t('history.addBet.loadingCompetitions')}</Combobox.Empty>
          ) : matches.length === 0 ? (
            <Combobox.Empty>
              <Text span c="red" size="sm" data-testid="no-competitions">
                {t('history.addBet.noCompetitions')}
              </Text>
            </Combobox.Empty>
          ) : (
            matches.map((competition) => {
              const isChosen = searchable(competition.competition_name) === query;
              return (
                <Combobox.Option
                  key={competition.competition_id}
                  value={competition.competition_name}
                  active={isChosen}
                  aria-selected={isChosen}
                  className={classes.option}
                >
                  {isChosen && <CheckIcon size={12} className={classes.check} aria-hidden="true" />}
                  {competition.competition_name}
                </Combobox.Option>
              );
            })
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
