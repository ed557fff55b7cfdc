import { CheckIcon, Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchable } from '../../../lib/searchable';
import { useStates } from '../api/get-states';
import classes from './state-picker.module.css';

/** Spec §9: the list closes 120 ms after the search box loses focus. */
export const STATE_LIST_CLOSE_DELAY_MS = 120;

interface StatePickerProps {
  /** ISO code of the chosen country; '' disables the picker (spec §5). */
  countryCode: string;
  /** ISO subdivision code of the chosen state, or ''. */
  value: string;
  onChange: (stateCode: string) => void;
  error?: ReactNode;
}

/**
 * A search box over the chosen country's states with a list of 6 rows (spec §2). Typing
 * filters (accents ignored); picking a row sets the state; emptying the box clears it. Arrow
 * keys, Enter and Escape work as in any combobox. Give it `key={countryCode}` so a new country
 * also forgets the search.
 */
export function StatePicker({ countryCode, value, onChange, error }: StatePickerProps) {
  const { t } = useTranslation();
  const states = useStates(countryCode);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  // null: the box shows the chosen state's name rather than a search.
  const [search, setSearch] = useState<string | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  // While searching, the best match is highlighted, so Enter picks it.
  const { selectFirstOption, resetSelectedOption } = combobox;
  useEffect(() => {
    if (search) selectFirstOption();
    else resetSelectedOption();
  }, [resetSelectedOption, selectFirstOption, search]);

  const isDisabled = countryCode === '';
  const list = states.data ?? [];
  const chosen = list.find((state) => state.code === value);
  const query = searchable(search ?? '');
  const matches = query === '' ? list : list.filter((s) => searchable(s.name).includes(query));

  const open = () => {
    window.clearTimeout(closeTimer.current);
    combobox.openDropdown();
  };

  const pick = (stateCode: string) => {
    onChange(stateCode);
    setSearch(null);
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick} position="bottom-start">
      <Combobox.Target withExpandedAttribute>
        <TextInput
          label={t('profile.fields.state')}
          placeholder={isDisabled ? t('profile.stateNeedsCountry') : t('profile.statePlaceholder')}
          value={search ?? chosen?.name ?? value}
          disabled={isDisabled}
          error={error}
          autoComplete="off"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          rightSection={
            states.isFetching ? <Loader size={16} aria-hidden="true" /> : <Combobox.Chevron />
          }
          rightSectionPointerEvents="none"
          data-testid="state-search"
          onFocus={open}
          onClick={open}
          onChange={(event) => {
            const text = event.currentTarget.value;
            setSearch(text);
            if (text.trim() === '') onChange('');
            open();
          }}
          onBlur={() => {
            // Closing a moment later lets a click on a row land first.
            closeTimer.current = window.setTimeout(() => {
              combobox.closeDropdown();
              setSearch(null);
            }, STATE_LIST_CLOSE_DELAY_MS);
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={isDisabled}>
        <Combobox.Options
          className={classes.options}
          aria-label={t('profile.stateList')}
          data-testid="state-list"
        >
          {states.isPending ? (
            <Combobox.Empty>{t('profile.loadingStates')}</Combobox.Empty>
          ) : matches.length === 0 ? (
            <Combobox.Empty>{t('profile.noStates')}</Combobox.Empty>
          ) : (
            matches.map((state) => (
              <Combobox.Option
                key={state.code}
                value={state.code}
                active={state.code === value}
                aria-selected={state.code === value}
                className={classes.option}
              >
                {state.code === value && (
                  <CheckIcon size={12} className={classes.check} aria-hidden="true" />
                )}
                {state.name}
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
