import { useCallback, useMemo, useState } from 'react';
import type { RowSelection } from '../components/row-selection';

/**
 * The bets ticked for a bulk action (issue 32), by Id: kept while the page, the filters or the
 * sort change (a selection built over several searches stays), emptied by Clear or after an
 * action that removes them.
 */
export function useBetSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const onSelect = useCallback((ids: readonly number[], tick: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (tick) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  const selectOnly = useCallback((ids: readonly number[]) => setSelected(new Set(ids)), []);
  const clear = useCallback(() => setSelected(new Set()), []);
  const rows = useMemo(
    (): RowSelection => ({ isSelected: (id) => selected.has(id), onSelect }),
    [selected, onSelect],
  );
  return { selected, rows, selectOnly, clear };
}
