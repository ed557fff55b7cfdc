import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Switches between English and Spanish. It shows the other language ("ES") and is named in
 * that language ("ES – Cambiar a español"): the name starts with the visible code (WCAG 2.5.3).
 */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const nextLanguage = i18n.language === 'es' ? 'en' : 'es';

  return (
    <Button
      variant="default"
      size="compact-md"
      w={40}
      px={0}
      lang={nextLanguage}
      aria-label={t('header.languageToggleLabel')}
      data-testid="language-toggle"
      // The resources are bundled, so the switch is done when this returns; nothing to await.
      onClick={() => void i18n.changeLanguage(nextLanguage)}
    >
      {t('header.languageToggle')}
    </Button>
  );
}
