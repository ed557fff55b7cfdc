import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageSection } from './page-section';

interface FormCardProps {
  /** The page's one h1. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** A decorative icon above the title. */
  icon?: ReactNode;
  /** Column width: narrow for short forms, wide for registration. */
  width?: number;
  children: ReactNode;
  /** Links under the card ("New to StakeLab? Create an account"). */
  footer?: ReactNode;
}

/** The centred card of the account screens: title, subtitle, then the form or a message. */
export function FormCard({ title, subtitle, icon, width = 460, children, footer }: FormCardProps) {
  return (
    <PageSection size={width}>
      <Stack gap="lg">
        <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="lg">
            <Stack gap={6} align="center" ta="center">
              {icon && (
                <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true" mb={4}>
                  {icon}
                </ThemeIcon>
              )}
              <Title order={1} size="h2">
                {title}
              </Title>
              {subtitle && <Text c="dimmed">{subtitle}</Text>}
            </Stack>
            {children}
          </Stack>
        </Paper>
        {footer && (
          <Text ta="center" size="sm">
            {footer}
          </Text>
        )}
      </Stack>
    </PageSection>
  );
}
