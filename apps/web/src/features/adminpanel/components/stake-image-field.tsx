import { Box, Center, FileInput, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconPhoto, IconPhotoUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STAKE_IMAGE_ACCEPT, type StakeImageUpload } from '../hooks/use-stake-image-upload';

interface StakeImageFieldProps {
  upload: StakeImageUpload;
  onChoose: (file: File | null) => void;
  /** A complaint of the server about image_path (a stale name). */
  error?: ReactNode;
  disabled?: boolean;
}

const PREVIEW_HEIGHT_PX = 220;

/**
 * docs/product.md §3, §5: the image input (images only). The file uploads as soon as it is chosen;
 * the preview shows it with "Uploading…", then whether it worked. A failure shows the reason here.
 */
export function StakeImageField({ upload, onChoose, error, disabled }: StakeImageFieldProps) {
  const { t } = useTranslation();
  const file = upload.status === 'empty' ? null : upload.file;
  const shownError = upload.status === 'failed' ? upload.message : error;

  return (
    <Stack gap="xs">
      <FileInput
        label={t('adminPanel.form.image')}
        description={t('adminPanel.form.imageHint')}
        placeholder={t('adminPanel.form.imagePlaceholder')}
        accept={STAKE_IMAGE_ACCEPT}
        value={file}
        onChange={onChoose}
        clearable
        clearButtonProps={{ 'aria-label': t('adminPanel.form.imageClear') }}
        leftSection={<IconPhoto size={16} aria-hidden="true" />}
        error={shownError}
        disabled={disabled}
        data-testid="stake-image-button"
      />
      <Box
        h={PREVIEW_HEIGHT_PX}
        pos="relative"
        style={{
          border: '1px dashed var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-md)',
          overflow: 'hidden',
          background: 'var(--mantine-color-default-hover)',
        }}
        data-testid="stake-image-preview"
        data-status={upload.status}
      >
        {upload.status === 'empty' ? (
          <Center h="100%" c="dimmed">
            <Stack align="center" gap={6}>
              <IconPhotoUp size={32} stroke={1.5} aria-hidden="true" />
              <Text size="xs">{t('adminPanel.form.noImage')}</Text>
            </Stack>
          </Center>
        ) : (
          <>
            <Image
              src={upload.previewUrl}
              alt={t('adminPanel.form.imagePreview')}
              h="100%"
              fit="contain"
              style={{ opacity: upload.status === 'uploading' ? 0.45 : 1 }}
            />
            {upload.status === 'uploading' && (
              <Center pos="absolute" inset={0}>
                <Group
                  gap="xs"
                  role="status"
                  aria-live="polite"
                  data-testid="stake-image-uploading"
                >
                  <Loader size="sm" />
                  <Text size="sm" fw={600}>
                    {t('adminPanel.form.uploading')}
                  </Text>
                </Group>
              </Center>
            )}
          </>
        )}
      </Box>
      {upload.status === 'uploaded' && (
        <Group
          gap={6}
          c="green"
          role="status"
          aria-live="polite"
          data-testid="stake-image-uploaded"
        >
          <IconCircleCheck size={16} aria-hidden="true" />
          <Text size="sm" c="green">
            {t('adminPanel.form.uploaded')}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
