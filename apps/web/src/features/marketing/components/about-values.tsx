import { List, Paper, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

const VALUE_KEYS: readonly ParseKeys[] = [
  'about.values.data',
  'about.values.transparency',
  'about.values.responsible',
];

/** The short list beside the about text: what the product promises and what it never does. */
export function AboutValues() {
  const { t } = useTranslation();

  return (
    <Paper withBorder radius="lg" p="xl" bg="var(--mantine-color-default-hover)">
      <Title order={2} size="h4" mb="md">
        {t('about.valuesTitle')}
      </Title>
      <List
        spacing="md"
        icon={
          <ThemeIcon size={24} radius="xl" variant="light" aria-hidden="true">
            <IconCheck size={16} stroke={2.25} />
          </ThemeIcon>
        }
      >
        {VALUE_KEYS.map((key) => (
          <List.Item key={key}>{t(key)}</List.Item>
        ))}
      </List>
    </Paper>
  );
}
