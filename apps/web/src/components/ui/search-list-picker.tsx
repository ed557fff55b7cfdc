import { CheckIcon, Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { searchable } from '../../lib/searchable';
import classes from './search-list-picker.module.css';

/** docs/product.md §9: the competition and state lists show 6 rows, then scroll. */
export const SEARCH_LIST_ROWS = 6;

/** docs/product.md §9: the list hides 120 ms after the search box loses focus. */
export const SEARCH_LIST_CLOSE_DELAY_MS = 120;

export interface SearchListOption {
  /** Unique among the options: what `onChange` receives in pick mode. */
  value: string;
  /** What the row and the search box show; the search matches it, accents ignored. */
  label: string;
}

interface SearchListPickerProps {
  label: ReactNode;
  placeholder?: string;
  /** The accessible name of the list (role listbox). */
  listLabel: string;
  options: readonly SearchListOption[];
  /**
   * Pick mode: the chosen option's value, '' for none. Free-text mode: the text in the box.
   */
  value: string;
  onChange: (value: string) => void;
  /**
   * Free text (the competition of a bet): the box's text is the value, so a name the list does
   * not have is kept as typed; a row puts its label in the box. Otherwise (a state) only a row
   * sets the value: the typed text is a search, forgotten on blur, emptying the box clears the
   * value, and the best match is highlighted while searching so Enter picks it.
   */
  allowFreeText?: boolean;
  /** The list is not loaded yet: `loadingMessage` instead of rows. */
  isLoading?: boolean;
  /** A spinner in the box while the list (re)loads. */
  isFetching?: boolean;
  loadingMessage: ReactNode;
  /** Shown instead of rows when nothing matches the search. */
  nothingFound: ReactNode;
  disabled?: boolean;
  error?: ReactNode;
  /** The list's minimum height in px (docs/product.md §2: 120 for the competitions). */
  minListHeight?: number;
  searchTestId?: string;
  listTestId?: string;
}

/**
 * docs/product.md §2 and §9: a search box with a filtered list of at most 6 rows that hides 120 ms
 * after the box loses focus. Typing filters (accents ignored); arrow keys, Enter and Escape work as
 * in any combobox (role combobox on the box, listbox on the list, both labelled).
 */
export function SearchListPicker({
  label,
  placeholder,
  listLabel,
  options,
  value,
  onChange,
  allowFreeText = false,
  isLoading = false,
  isFetching = false,
  loadingMessage,
  nothingFound,
  disabled = false,
  error,
  minListHeight = 0,
  searchTestId,
  listTestId,
}: SearchListPickerProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  // Pick mode only. null: the box shows the chosen option's label rather than a search.
  const [search, setSearch] = useState<string | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  // Pick mode: while searching, the best match is highlighted, so Enter picks it. Free text
  // leaves nothing highlighted, so Enter keeps the name as typed.
  const { selectFirstOption, resetSelectedOption } = combobox;
  useEffect(() => {
    if (allowFreeText) return;
    if (search) selectFirstOption();
    else resetSelectedOption();
  }, [allowFreeText, resetSelectedOption, selectFirstOption, search]);

  const chosen = allowFreeText
    ? options.find((option) => searchable(option.label) === searchable(value))
    : options.find((option) => option.value === value);
  const text = allowFreeText ? value : (search ?? chosen?.label ?? value);
  const query = searchable(allowFreeText ? value : (search ?? ''));
  const matches =
    query === '' ? options : options.filter((option) => searchable(option.label).includes(query));

  const open = () => {
    window.clearTimeout(closeTimer.current);
    combobox.openDropdown();
  };

  const pick = (optionValue: string) => {
    if (allowFreeText) {
      onChange(options.find((option) => option.value === optionValue)?.label ?? optionValue);
    } else {
      onChange(optionValue);
      setSearch(null);
    }
    combobox.closeDropdown();
  };

  const type = (typed: string) => {
    if (allowFreeText) {
      onChange(typed);
      combobox.resetSelectedOption();
    } else {
      setSearch(typed);
      if (typed.trim() === '') onChange('');
    }
    open();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick} position="bottom-start">
      <Combobox.Target withExpandedAttribute>
        <TextInput
          label={label}
          placeholder={placeholder}
          value={text}
          disabled={disabled}
          error={error}
          autoComplete="off"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          rightSection={isFetching ? <Loader size={16} aria-hidden="true" /> : <Combobox.Chevron />}
          rightSectionPointerEvents="none"
          data-testid={searchTestId}
          onFocus={open}
          onClick={open}
          onChange={(event) => type(event.currentTarget.value)}
          onBlur={() => {
            // Hiding a moment later lets a click on a row land first.
            closeTimer.current = window.setTimeout(() => {
              combobox.closeDropdown();
              if (!allowFreeText) setSearch(null);
            }, SEARCH_LIST_CLOSE_DELAY_MS);
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={disabled}>
        <Combobox.Options
          className={classes.options}
          style={{
            '--search-list-rows': SEARCH_LIST_ROWS,
            '--search-list-min-height': `${minListHeight}px`,
          }}
          aria-label={listLabel}
          data-testid={listTestId}
        >
          {isLoading ? (
            <Combobox.Empty>{loadingMessage}</Combobox.Empty>
          ) : matches.length === 0 ? (
            <Combobox.Empty>{nothingFound}</Combobox.Empty>
          ) : (
            matches.map((option) => {
              const isChosen = option === chosen;
              return (
                <Combobox.Option
                  key={option.value}
                  value={option.value}
                  active={isChosen}
                  aria-selected={isChosen}
                  className={classes.option}
                >
                  {isChosen && <CheckIcon size={12} className={classes.check} aria-hidden="true" />}
                  {option.label}
                </Combobox.Option>
              );
            })
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
