import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../lib/form-errors';
import {
  type BetFormValues,
  isSingle,
  withSelectionAdded,
  withSelectionRemoved,
} from '../utils/new-bet';

/** The most selections one bet takes (the contract's limit). */
const MAX_SELECTIONS = 30;

interface SelectionFieldsProps {
  form: UseFormReturnType<BetFormValues>;
  decimalSeparator: string;
}

/**
 * docs/product.md §2: the repeatable selections of a bet (name, odds, event, market). '+' adds a
 * row; '×' removes one and shows only while more than one exists. A single's one row asks only
 * name and market: its odds and event are the bet's, typed once above (issue 32).
 */
export function SelectionFields({ form, decimalSeparator }: SelectionFieldsProps) {
  const { t } = useTranslation();
  const values = form.getValues();
  const { selections } = values;
  const canRemove = selections.length > 1;
  const single = isSingle(values);

  const field = (path: string) => {
    const props = form.getInputProps(path);
    return { ...props, error: translateFieldError(t, props.error) };
  };

  const add = () => {
    form.setValues(withSelectionAdded(form.getValues()));
    // The new row's name takes the focus, so keyboard users carry on typing.
    const row = selections.length;
    window.setTimeout(() => form.getInputNode(`selections.${row}.name`)?.focus(), 0);
  };

  const remove = (row: number) => {
    form.setValues(withSelectionRemoved(form.getValues(), row));
    // Focus would otherwise fall to the page: move it to the row that takes this one's place.
    const next = Math.min(row, selections.length - 2);
    window.setTimeout(() => form.getInputNode(`selections.${next}.name`)?.focus(), 0);
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="center">
        <Text fw={600} size="sm" id="bet-selections-title">
          {t('history.addBet.selections')}
        </Text>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          onClick={add}
          disabled={selections.length >= MAX_SELECTIONS}
          data-testid="add-selection"
        >
          {t('history.addBet.addSelection')}
        </Button>
      </Group>
      {single && (
        <Text size="xs" c="dimmed" data-testid="single-selection-hint">
          {t('history.addBet.singleSelectionHint')}
        </Text>
      )}
      <Stack gap="sm">
        {selections.map((selection, row) => {
          const number = row + 1;
          return (
            <Fieldset
              key={selection.key}
              legend={t('history.addBet.selectionNumber', { number })}
              variant="filled"
              p="sm"
              pt={4}
              data-testid="selection-row"
            >
              <Group align="flex-start" gap="xs" wrap="nowrap">
                <SimpleGrid
                  cols={{ base: 1, xs: 2 }}
                  spacing="xs"
                  verticalSpacing="xs"
                  style={{ flex: 1 }}
                >
                  <TextInput
                    label={t('history.addBet.selectionName')}
                    autoComplete="off"
                    {...field(`selections.${row}.name`)}
                    aria-label={t('history.addBet.selectionFieldLabel', {
                      field: t('history.addBet.selectionName'),
                      number,
                    })}
                  />
                  {!single && (
                    <>
                      <NumberInput
                        label={t('history.addBet.selectionOdds')}
                        min={1}
                        step={0.01}
                        decimalScale={2}
                        decimalSeparator={decimalSeparator}
                        allowNegative={false}
                        clampBehavior="none"
                        inputMode="decimal"
                        {...field(`selections.${row}.odds`)}
                        aria-label={t('history.addBet.selectionFieldLabel', {
                          field: t('history.addBet.selectionOdds'),
                          number,
                        })}
                      />
                      <TextInput
                        label={t('history.addBet.selectionEvent')}
                        autoComplete="off"
                        {...field(`selections.${row}.event`)}
                        aria-label={t('history.addBet.selectionFieldLabel', {
                          field: t('history.addBet.selectionEvent'),
                          number,
                        })}
                      />
                    </>
                  )}
                  <TextInput
                    label={t('history.addBet.selectionMarket')}
                    autoComplete="off"
                    {...field(`selections.${row}.market`)}
                    aria-label={t('history.addBet.selectionFieldLabel', {
                      field: t('history.addBet.selectionMarket'),
                      number,
                    })}
                  />
                </SimpleGrid>
                {canRemove && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    mt={24}
                    onClick={() => remove(row)}
                    aria-label={t('history.addBet.removeSelection', { number })}
                    data-testid="remove-selection"
                  >
                    <IconX size={18} aria-hidden="true" />
                  </ActionIcon>
                )}
              </Group>
            </Fieldset>
          );
        })}
      </Stack>
    </Stack>
  );
}
