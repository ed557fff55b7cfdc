import { Badge, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDateTime } from '../../../lib/format';
import { useUndeliveredMail } from '../api/get-undelivered-mail';

/**
 * Mail the server could not deliver yet (docs/product.md §2 /adminpanel): who, what, how many
 * tries, the last error and the next try. Never the bodies, which may hold account links.
 */
export function UndeliveredMailList() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const mail = useUndeliveredMail();

  let content;
  if (mail.isPending) {
    content = <Skeleton height={60} />;
  } else if (mail.isError) {
    content = (
      <Text c="red" data-testid="undelivered-mail-error">
        {t('adminPanel.mail.loadError')}
      </Text>
    );
  } else if (mail.data.length === 0) {
    content = (
      <Text c="dimmed" data-testid="undelivered-mail-empty">
        {t('adminPanel.mail.empty')}
      </Text>
    );
  } else {
    content = (
      <Table.ScrollContainer minWidth={720}>
        <Table striped data-testid="undelivered-mail">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminPanel.mail.to')}</Table.Th>
              <Table.Th>{t('adminPanel.mail.subject')}</Table.Th>
              <Table.Th>{t('adminPanel.mail.attempts')}</Table.Th>
              <Table.Th>{t('adminPanel.mail.lastError')}</Table.Th>
              <Table.Th>{t('adminPanel.mail.nextTry')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {mail.data.map((m) => (
              <Table.Tr key={m.id} data-testid="undelivered-mail-row">
                <Table.Td>{m.to}</Table.Td>
                <Table.Td>{m.subject}</Table.Td>
                <Table.Td>{formatCount(m.attempts, language)}</Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed" style={{ wordBreak: 'break-word' }}>
                    {m.last_error ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {m.status === 'failed' || m.next_attempt_at === null ? (
                    <Badge color="red" variant="light">
                      {t('adminPanel.mail.givenUp')}
                    </Badge>
                  ) : (
                    formatDateTime(m.next_attempt_at, language)
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby="undelivered-mail-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="undelivered-mail-title">
          {t('adminPanel.mail.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('adminPanel.mail.description')}
        </Text>
        {content}
      </Stack>
    </Paper>
  );
}
