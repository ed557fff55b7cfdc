import {
  Button,
  Checkbox,
  Group,
  Popover,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { FacetCounts } from '@stakelab/core';
import { IconChevronDown, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboardFormat } from '../../hooks/use-dashboard-format';
import classes from './facets.module.css';

/** From this many choices on, the menu offers a search box (20 bookmakers are common). */
const SEARCH_FROM = 9;

interface FacetMenuProps {
  counts: FacetCounts;
  /** The facet's values ticked (the filter's, ahead of the counts' `selected`). */
  chosen: readonly string[];
  label: string;
  choiceLabel: (value: string) => string;
  onToggle: (value: string) => void;
}

/**
 * The list to tick, with a search box for long lists. Rendered only while the menu is open
 * (the dropdown is not kept mounted): eleven facets naming every choice of theirs, closed,
 * took ~25 ms of the dashboards' first render. Its search starts empty each time it opens.
 */
function FacetChoices({ counts, chosen, label, choiceLabel, onToggle }: FacetMenuProps) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLocaleLowerCase(format.locale);
  const shown = counts.choices.filter(
    (choice) =>
      needle === '' ||
      chosen.includes(choice.value) ||
      choiceLabel(choice.value).toLocaleLowerCase(format.locale).includes(needle),
  );
  return (
    <Stack gap="xs" miw={220} maw={320}>
      {counts.choices.length >= SEARCH_FROM ? (
        <TextInput
          size="xs"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder={t('dashboards.facets.search')}
          aria-label={t('dashboards.facets.searchIn', { facet: label })}
          leftSection={<IconSearch size={14} aria-hidden="true" />}
          data-autofocus
        />
      ) : null}
      <ScrollArea.Autosize mah={280} type="auto">
        <Stack gap={6} component="fieldset" className={classes.choices} aria-label={label} pr="xs">
          {shown.map((choice) => (
            <Checkbox
              key={choice.value}
              size="xs"
              checked={chosen.includes(choice.value)}
              onChange={() => onToggle(choice.value)}
              data-testid="facet-choice"
              data-value={choice.value}
              classNames={{ labelWrapper: classes.labelWrapper, body: classes.body }}
              label={
                <Group justify="space-between" gap="md" wrap="nowrap">
                  <span className={classes.name}>{choiceLabel(choice.value)}</span>
                  <Text span size="xs" className={classes.count}>
                    {format.count(choice.count)}
                  </Text>
                </Group>
              }
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}

/** One facet: a button naming it (and how many of its choices are ticked), a list to tick. */
export function FacetMenu(props: FacetMenuProps) {
  const { counts, chosen, label } = props;
  const { t } = useTranslation();
  const selected = chosen.length;
  return (
    <Popover position="bottom-start" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Button
          size="xs"
          variant={selected > 0 ? 'light' : 'default'}
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
          data-testid={`facet-${counts.facet}`}
        >
          {selected > 0
            ? t('dashboards.facets.withChosen', { facet: label, count: selected })
            : label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown p="xs" data-testid={`facet-${counts.facet}-choices`}>
        <FacetChoices {...props} />
      </Popover.Dropdown>
    </Popover>
  );
}
