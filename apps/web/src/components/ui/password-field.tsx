import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A password input whose show/hide button is named in the interface language (Mantine's own
 * label is English) and reachable with the keyboard; `aria-pressed` tells whether it is shown.
 * Mantine's PasswordInput does not mark its input invalid for assistive technology, so this
 * sets `aria-invalid` from `error` as every other input does.
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('common.showPassword') }}
      aria-invalid={props.error ? true : undefined}
      {...props}
    />
  );
}
