import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { externalLinkProps } from '../../../components/ui/external-link-props';

interface TermsModalProps {
  opened: boolean;
  onClose: () => void;
  /** Ticks the acceptance box and closes. */
  onAccept: () => void;
  /** The terms text; nothing means it could not be loaded (docs/product.md §8). */
  children?: ReactNode;
}

/**
 * The terms dialog of the registration form (docs/product.md §2), with the full page a
 * new tab away.
 */
export function TermsModal({ opened, onClose, onAccept, children }: TermsModalProps) {
  const { t } = useTranslation();
  const hasTerms = children !== undefined && children !== null && children !== false;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('terms.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('auth.register.closeTerms') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      data-testid="terms-modal"
    >
      <Stack gap="lg">
        {/*
          The dialog opens on its text, not on its close button: the keyboard scrolls it from
          there and Tab goes on to the link and the buttons below (WAI-ARIA dialog pattern for
          a long text).
        */}
        <div tabIndex={-1} data-autofocus data-testid="terms-text">
          {hasTerms ? (
            children
          ) : (
            <Text c="red" role="alert" data-testid="terms-unavailable">
              {t('auth.register.termsUnavailable')}
            </Text>
          )}
        </div>
        <Anchor
          component={Link}
          to="/terms"
          {...externalLinkProps}
          fw={600}
          style={{ alignSelf: 'flex-start' }}
        >
          <IconExternalLink
            size={16}
            aria-hidden="true"
            style={{ verticalAlign: 'text-bottom', marginRight: 6 }}
          />
          {t('auth.register.openFullTerms')}
        </Anchor>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('auth.register.close')}
          </Button>
          {hasTerms && <Button onClick={onAccept}>{t('auth.register.acceptAndClose')}</Button>}
        </Group>
      </Stack>
    </Modal>
  );
}
