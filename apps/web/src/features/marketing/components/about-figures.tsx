import { Paper, SimpleGrid, Text } from '@mantine/core';
import { ABOUT_FIGURES, formatPercent } from '@stakelab/core';
import { useTranslation } from 'react-i18next';
import { formatCompactNumber } from '../../../lib/format';
import { intlLocale } from '../../../lib/i18n';
import classes from './marketing.module.css';

/** The three claimed figures (docs/product.md §1): +75 % accuracy, 5+ sports, 10k+ users. */
export function AboutFigures() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const atLeast = (value: string) => t('about.atLeast', { value });

  const figures = [
    {
      id: 'accuracy',
      value: formatPercent(ABOUT_FIGURES.averageAccuracyRatio, intlLocale(language), {
        decimals: 0,
        signed: true,
      }),
      label: t('about.figures.accuracy'),
    },
    {
      id: 'sports',
      value: atLeast(formatCompactNumber(ABOUT_FIGURES.sportsCovered, language)),
      label: t('about.figures.sports'),
    },
    {
      id: 'users',
      value: atLeast(formatCompactNumber(ABOUT_FIGURES.activeUsersThousands * 1000, language)),
      label: t('about.figures.users'),
    },
  ];

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" component="dl" m={0}>
      {figures.map((figure) => (
        // The label comes first for screen readers (dt before dd); column-reverse shows the
        // number on top.
        <Paper
          key={figure.id}
          withBorder
          radius="lg"
          p="xl"
          ta="center"
          display="flex"
          style={{ flexDirection: 'column-reverse' }}
          data-testid={`figure-${figure.id}`}
        >
          <Text component="dt" mt="xs" c="dimmed" fw={600}>
            {figure.label}
          </Text>
          <Text component="dd" m={0} className={classes.figure}>
            {figure.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
