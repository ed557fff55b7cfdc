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
      // The other language's resources are fetched on the way to the button, so a click
      // usually finds them there; changeLanguage waits for them otherwise.
      onPointerEnter={() => void i18n.loadLanguages(nextLanguage)}
      onFocus={() => void i18n.loadLanguages(nextLanguage)}
      onClick={() => void i18n.changeLanguage(nextLanguage)}
    >
      {t('header.languageToggle')}
    </Button>
  );
}
