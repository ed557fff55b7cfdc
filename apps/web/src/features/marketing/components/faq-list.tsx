import { Paper, Stack, Text, Title } from '@mantine/core';
import { SUBSCRIPTION_FROM_EUR } from '@stakelab/core';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatWholeEuros } from '../../../lib/format';

const FAQS: readonly { id: string; questionKey: ParseKeys; answerKey: ParseKeys }[] = [
  { id: 'what', questionKey: 'faqs.items.what.question', answerKey: 'faqs.items.what.answer' },
  {
    id: 'gambling',
    questionKey: 'faqs.items.gambling.question',
    answerKey: 'faqs.items.gambling.answer',
  },
  {
    id: 'subscriptions',
    questionKey: 'faqs.items.subscriptions.question',
    answerKey: 'faqs.items.subscriptions.answer',
  },
];

/** Three question-and-answer cards (docs/product.md §2), all answers visible. */
export function FaqList() {
  const { t, i18n } = useTranslation();
  const price = formatWholeEuros(SUBSCRIPTION_FROM_EUR, i18n.language);

  return (
    <Stack gap="md">
      {FAQS.map(({ id, questionKey, answerKey }) => (
        <Paper
          key={id}
          withBorder
          radius="lg"
          p="lg"
          component="section"
          aria-labelledby={`faq-${id}`}
        >
          <Title order={2} size="h4" id={`faq-${id}`}>
            {t(questionKey)}
          </Title>
          <Text mt="xs" c="dimmed">
            {t(answerKey, { price })}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
