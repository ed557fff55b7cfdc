import { Stack } from '@mantine/core';
import { EmailSection } from './email-section';
import { PasswordSection } from './password-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';

/** The profile's account-security sections (issue 37). */
export function AccountSecurity({ email }: { email: string }) {
  return (
    <Stack gap="xl">
      <PasswordSection />
      <EmailSection email={email} />
      <TwoFactorSection />
      <SessionsSection />
    </Stack>
  );
}
