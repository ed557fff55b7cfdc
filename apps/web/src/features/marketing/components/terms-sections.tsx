import { Anchor, Stack, Text, Title } from '@mantine/core';
import { TERMS } from '@stakelab/core';
import type { ParseKeys, TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';

const SECTION_IDS = [
  'acceptance',
  'eligibility',
  'service',
  'accounts',
  'acceptableUse',
  'intellectualProperty',
  'liability',
  'changes',
  'governingLaw',
] as const;

type SectionId = (typeof SECTION_IDS)[number];

const titleKey = (id: SectionId | 'contact'): ParseKeys => `terms.sections.${id}.title`;
const bodyKey = (id: SectionId): ParseKeys => `terms.sections.${id}.body`;

/**
 * Whether the terms text is there to show (docs/product.md §8: the register dialog says when
 * it is not).
 */
export function hasTermsText(t: TFunction): boolean {
  return SECTION_IDS.every((id) => t(bodyKey(id)).trim() !== '');
}

/**
 * The full terms (docs/product.md §1) and the support e-mail when the deployment's config is known.
 */
export function TermsSections({ supportEmail }: { supportEmail: string | undefined }) {
  const { t } = useTranslation();

  return (
    <Stack gap="lg">
      {SECTION_IDS.map((id) => (
        <section key={id} aria-labelledby={`terms-${id}`}>
          <Title order={2} size="h4" id={`terms-${id}`}>
            {t(titleKey(id))}
          </Title>
          <Text mt="xs">{t(bodyKey(id), { age: TERMS.minimumAge })}</Text>
        </section>
      ))}
      <section aria-labelledby="terms-contact">
        <Title order={2} size="h4" id="terms-contact">
          {t(titleKey('contact'))}
        </Title>
        <Text mt="xs">
          {supportEmail ? (
            <Trans
              i18nKey="terms.sections.contact.body"
              values={{ email: supportEmail }}
              components={{ mail: <Anchor href={`mailto:${supportEmail}`} /> }}
            />
          ) : (
            t('terms.sections.contact.bodyNoEmail')
          )}
        </Text>
      </section>
    </Stack>
  );
}
