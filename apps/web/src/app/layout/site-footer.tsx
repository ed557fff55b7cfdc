import { Anchor, Box, Container, Divider, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePublicConfig } from '../../features/public-config/api/get-public-config';
import classes from './layout.module.css';
import { footerNavItems } from './nav-items';
import { SocialLinks } from './social-links';

/** Quick links, contact e-mail, social networks and copyright (docs/product.md §2). */
export function SiteFooter() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const year = new Date().getFullYear();

  return (
    <Box component="footer" className={classes.footer} data-testid="site-footer">
      <Container py="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="xs">
            <Text fw={800} size="lg" c="bright">
              {t('common.appName')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('footer.tagline')}
            </Text>
          </Stack>

          <Stack gap="xs" component="nav" aria-labelledby="footer-quick-links">
            <Title order={2} size="sm" id="footer-quick-links">
              {t('footer.quickLinks')}
            </Title>
            {footerNavItems.map((item) => (
              <Link key={item.to} to={item.to} className={classes.footerLink}>
                {t(item.labelKey)}
              </Link>
            ))}
          </Stack>

          <Stack gap="xs">
            <Title order={2} size="sm">
              {t('footer.contactTitle')}
            </Title>
            {config && (
              <>
                <Text size="sm" data-testid="footer-contact">
                  {t('footer.contactLine')}{' '}
                  <Anchor href={`mailto:${config.supportEmail}`} size="sm">
                    {config.supportEmail}
                  </Anchor>
                </Text>
                <Text size="sm" fw={600} mt="xs">
                  {t('footer.followUs')}
                </Text>
                <SocialLinks links={config.socialLinks} />
              </>
            )}
          </Stack>
        </SimpleGrid>

        <Divider my="lg" />
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {t('footer.disclaimer')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('footer.copyright', { year })}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
