import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * How long typing pauses before the search is asked for. Short: a key's answer must be on
 * screen within 100 ms at 10,000 bets (the keystroke bench), and the history client already
 * drops a question a newer one replaced before it was sent; the pause spares the URL and the
 * page a render for each key of a word typed fast.
 */
export const SEARCH_DEBOUNCE_MS = 50;

interface HistorySearchProps {
  /** The search the list shows (the URL's). */
  value: string;
  onSearch: (search: string) => void;
}

/**
 * Issue 32: a search over the bets' events, selections, competitions and what was written on
 * them. The box answers each key at once; the search itself waits for a pause in the typing,
 * so a word typed is one ask of the history worker, not one per letter. A new value from
 * outside (Back, a reset) replaces what the box holds.
 */
export const HistorySearch = memo(function HistorySearch({ value, onSearch }: HistorySearchProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(value);
  const sent = useRef(value);
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setTyped(value);
    }
  }, [value]);
  useEffect(() => {
    if (typed === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = typed;
      onSearch(typed);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, onSearch]);
  const clear = () => {
    setTyped('');
    sent.current = '';
    onSearch('');
  };
  return (
    <TextInput
      type="search"
      value={typed}
      onChange={(event) => setTyped(event.currentTarget.value)}
      aria-label={t('history.find.search')}
      placeholder={t('history.find.searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      rightSection={
        typed === '' ? null : (
          <CloseButton size="sm" aria-label={t('history.find.clearSearch')} onClick={clear} />
        )
      }
      data-testid="history-search"
      style={{ flex: '1 1 260px' }}
    />
  );
});
