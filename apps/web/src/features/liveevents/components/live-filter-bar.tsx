import { Badge, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SPORT_FILTERS, type SportFilter } from '../utils/sport-filter';

interface LiveFilterBarProps {
  value: SportFilter;
  onChange: (filter: SportFilter) => void;
  /** Events per button; omitted while the list loads. */
  counts?: Record<SportFilter, number>;
}

/**
 * docs/product.md §2: ALL (the default), FOOTBALL, TENNIS, BASKETBALL and OTHER as toggle buttons.
 */
export function LiveFilterBar({ value, onChange, counts }: LiveFilterBarProps) {
  const { t } = useTranslation();
  return (
    <Group gap={6} role="group" aria-label={t('liveEvents.filtersLabel')}>
      {SPORT_FILTERS.map((filter) => {
        const isActive = filter === value;
        return (
          <Button
            key={filter}
            size="compact-sm"
            radius="xl"
            variant={isActive ? 'filled' : 'default'}
            aria-pressed={isActive}
            onClick={() => onChange(filter)}
            rightSection={
              counts ? (
                <Badge
                  size="xs"
                  circle={counts[filter] < 10}
                  variant={isActive ? 'white' : 'light'}
                  color={isActive ? 'dark' : 'gray'}
                >
                  {counts[filter]}
                </Badge>
              ) : undefined
            }
            data-testid={`live-filter-${filter}`}
          >
            {t(`liveEvents.filters.${filter}`)}
          </Button>
        );
      })}
    </Group>
  );
}
