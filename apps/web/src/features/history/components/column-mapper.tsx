import {
  MAPPED_STATUSES,
  ODDS_FORMATS,
  SHEET_ROLES,
  type OddsFormat,
  type UploadResponse,
} from '@stakelab/core';
import { Alert, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { statusLabelKey } from '../utils/bet-status';
import {
  type ColumnChoice,
  IGNORE,
  type MapperState,
  usableSavedMapping,
  withRole,
} from '../utils/sheet-mapper';

interface ColumnMapperProps {
  /** The upload's needsMapping answer: the columns, the guess, the saved mapping. */
  answer: UploadResponse;
  state: MapperState;
  onChange: (state: MapperState) => void;
  disabled: boolean;
}

const CHOICES: readonly ColumnChoice[] = [IGNORE, ...SHEET_ROLES];

/**
 * A spreadsheet no known format fits, mapped by the user (docs/formats.md §4 "mapping"): each
 * column with a few of its values and what it holds, the odds' format, what each result word
 * means, the free-bet values and a name to save the mapping under. Prefilled from the mapping
 * saved for this header, else from the server's guess.
 */
export function ColumnMapper({ answer, state, onChange, disabled }: ColumnMapperProps) {
  const { t } = useTranslation();
  const saved = usableSavedMapping(answer);
  const columns = answer.columns ?? [];
  const words = Object.keys(state.statusValues);
  const hasFreeBet = Object.values(state.roles).includes('freeBet');
  const roleOptions = CHOICES.map((value) => ({
    value,
    label: t(`history.upload.mapper.roles.${value}`),
  }));
  const statusOptions = MAPPED_STATUSES.map((value) => ({
    value,
    label: t(statusLabelKey(value) ?? 'history.upload.mapper.chooseStatus'),
  }));
  // The mapper takes the place of the text and the Upload button: the focus goes to its title.
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);

  return (
    <Stack gap="md" data-testid="column-mapper">
      <div>
        <Title order={3} fz="md" ref={titleRef} tabIndex={-1}>
          {t('history.upload.mapper.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('history.upload.mapper.intro')}
        </Text>
      </div>
      {saved !== null && (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden="true" />} data-testid="mapper-saved">
          {t('history.upload.mapper.usingSaved', { name: saved.name })}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={480} type="native">
        <Table striped withTableBorder fz="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('history.upload.mapper.columns.column')}</Table.Th>
              <Table.Th>{t('history.upload.mapper.columns.samples')}</Table.Th>
              <Table.Th>{t('history.upload.mapper.columns.role')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {columns.map((column) => (
              <Table.Tr key={column.header} data-testid="mapper-column">
                <Table.Td fw={600}>{column.header}</Table.Td>
                <Table.Td>
                  <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
                    {column.samples.length > 0
                      ? column.samples.join(' · ')
                      : t('history.upload.mapper.noSamples')}
                  </Text>
                </Table.Td>
                <Table.Td miw={180}>
                  <Select
                    aria-label={t('history.upload.mapper.roleOf', { header: column.header })}
                    data={roleOptions}
                    value={state.roles[column.header] ?? IGNORE}
                    onChange={(value) =>
                      onChange(withRole(state, column.header, (value ?? IGNORE) as ColumnChoice))
                    }
                    allowDeselect={false}
                    disabled={disabled}
                    size="xs"
                    comboboxProps={{ withinPortal: true }}
                    data-testid="mapper-role"
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Select
        label={t('history.upload.mapper.oddsFormat')}
        data={ODDS_FORMATS.map((value) => ({
          value,
          label: t(`history.upload.mapper.oddsFormats.${value}`),
        }))}
        value={state.oddsFormat}
        onChange={(value) => onChange({ ...state, oddsFormat: (value ?? 'decimal') as OddsFormat })}
        allowDeselect={false}
        disabled={disabled}
        comboboxProps={{ withinPortal: true }}
        data-testid="mapper-odds-format"
      />
      {words.length > 0 && (
        <Stack gap={4}>
          <Title order={4} fz="sm">
            {t('history.upload.mapper.results')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('history.upload.mapper.resultsHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            {words.map((word) => (
              <Select
                key={word}
                label={t('history.upload.mapper.statusOf', { word })}
                placeholder={t('history.upload.mapper.chooseStatus')}
                data={statusOptions}
                value={state.statusValues[word] || null}
                onChange={(value) =>
                  onChange({
                    ...state,
                    statusValues: {
                      ...state.statusValues,
                      [word]: (value ?? '') as MapperState['statusValues'][string],
                    },
                  })
                }
                disabled={disabled}
                size="xs"
                comboboxProps={{ withinPortal: true }}
                data-testid="mapper-status"
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      {hasFreeBet && (
        <TextInput
          label={t('history.upload.mapper.freeBetValues')}
          description={t('history.upload.mapper.freeBetValuesHint')}
          value={state.freeBetValues}
          onChange={(event) => onChange({ ...state, freeBetValues: event.currentTarget.value })}
          disabled={disabled}
          maxLength={400}
          data-testid="mapper-free-bet-values"
        />
      )}
      <TextInput
        label={t('history.upload.mapper.name')}
        description={t('history.upload.mapper.nameHint')}
        placeholder={t('history.upload.mapper.namePlaceholder')}
        value={state.name}
        onChange={(event) => onChange({ ...state, name: event.currentTarget.value })}
        disabled={disabled}
        maxLength={80}
        data-testid="mapper-name"
      />
    </Stack>
  );
}
