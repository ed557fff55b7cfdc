import { Anchor, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHelpCircle, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSection } from '../../components/ui/page-section';
import { ContactForm } from '../../features/contact/components/contact-form';
import { usePublicConfig } from '../../features/public-config/api/get-public-config';

export function ContactPage() {
  const { t } = useTranslation();
  const config = usePublicConfig();

  return (
    <PageSection>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
        <Stack gap="md">
          <Title order={1}>{t('contact.title')}</Title>
          <Text size="lg" c="dimmed">
            {t('contact.subtitle')}
          </Text>
          {config && (
            <Text data-testid="contact-email">
              <IconMail size={18} aria-hidden="true" style={{ verticalAlign: 'text-bottom' }} />{' '}
              {t('contact.writeToUs')}{' '}
              <Anchor href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Anchor>
            </Text>
          )}
          <Paper withBorder radius="lg" p="lg" mt="md" bg="var(--mantine-color-default-hover)">
            <Group gap="md" wrap="nowrap" align="flex-start">
              <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
                <IconHelpCircle size={22} stroke={1.75} />
              </ThemeIcon>
              <Stack gap={4}>
                <Text fw={600}>{t('contact.faqHintTitle')}</Text>
                <Text size="sm" c="dimmed">
                  {t('contact.faqHint')}
                </Text>
                <Anchor component={Link} to="/faqs" size="sm" fw={600}>
                  {t('contact.faqLink')}
                </Anchor>
              </Stack>
            </Group>
          </Paper>
        </Stack>
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
          <ContactForm />
        </Paper>
      </SimpleGrid>
    </PageSection>
  );
}
