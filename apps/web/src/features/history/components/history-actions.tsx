import { Button } from '@mantine/core';
import { IconFileExport, IconPlus, IconUpload } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './history-actions.module.css';

interface HistoryActionsProps {
  onAdd: () => void;
  onUpload: () => void;
  onExport: () => void;
  isExporting: boolean;
  /** Nothing to export: no bets yet, or none the filters keep. */
  canExport: boolean;
}

/**
 * docs/product.md §2: Add new bet, Upload and Export CSV, one even group at every width.
 * Memoised: the page re-renders around it with each keystroke in the filters.
 */
export const HistoryActions = memo(function HistoryActions({
  onAdd,
  onUpload,
  onExport,
  isExporting,
  canExport,
}: HistoryActionsProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.actions}>
      <Button
        leftSection={<IconPlus size={18} aria-hidden="true" />}
        onClick={onAdd}
        data-testid="open-add-bet"
      >
        {t('history.actions.addBet')}
      </Button>
      <Button
        variant="light"
        leftSection={<IconUpload size={18} aria-hidden="true" />}
        onClick={onUpload}
        data-testid="open-upload"
      >
        {t('history.actions.upload')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileExport size={18} aria-hidden="true" />}
        onClick={onExport}
        loading={isExporting}
        disabled={!canExport}
        data-testid="export-csv"
      >
        {t('history.actions.export')}
      </Button>
    </div>
  );
});
