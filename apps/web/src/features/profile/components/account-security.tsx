import { Stack } from '@mantine/core';
import { DataExportSection } from './data-export-section';
import { DeleteAccountSection } from './delete-account-section';
import { EmailSection } from './email-section';
import { PasswordSection } from './password-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';

/** The profile's account sections (issue 37): security, then the data out, or gone. */
export function AccountSecurity({ email }: { email: string }) {
  return (
    <Stack gap="xl">
      <PasswordSection />
      <EmailSection email={email} />
      <TwoFactorSection />
      <SessionsSection />
      <DataExportSection />
      <DeleteAccountSection />
    </Stack>
  );
}
