import { Box, Center, Image, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPhotoOff, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stakeImageUrl } from '../utils/stake-image-url';

const THUMBNAIL_HEIGHT_PX = 180;

interface StakeImageProps {
  imagePath: string | null;
  /** What the image shows, for its alternative text and the full-size dialog's title. */
  description: string;
}

/** Without an image (or when it cannot load): a quiet panel of the same height. */
function Placeholder({ isBroken }: { isBroken: boolean }) {
  const { t } = useTranslation();
  const Icon = isBroken ? IconPhotoOff : IconReceipt;
  return (
    <Center
      h={THUMBNAIL_HEIGHT_PX}
      bg="var(--mantine-color-default-hover)"
      c="dimmed"
      data-testid="stake-image-placeholder"
    >
      <Stack align="center" gap={4}>
        <Icon size={32} stroke={1.5} aria-hidden="true" />
        <Text size="xs">{isBroken ? t('stakes.card.imageBroken') : t('stakes.card.noImage')}</Text>
      </Stack>
    </Center>
  );
}

/**
 * The bet slip of a stake card: a thumbnail that opens the full image in a dialog. The image
 * is served to logged-in users only; the session cookie goes with it (same origin).
 */
export function StakeImage({ imagePath, description }: StakeImageProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [isBroken, setBroken] = useState(false);
  const src = stakeImageUrl(imagePath);

  if (src === null || isBroken) return <Placeholder isBroken={isBroken} />;

  const alt = t('stakes.card.imageAlt', { description });
  return (
    <>
      <UnstyledButton
        onClick={() => setOpen(true)}
        aria-label={t('stakes.card.openImage', { description })}
        display="block"
        w="100%"
      >
        <Box bg="var(--mantine-color-default-hover)">
          <Image
            src={src}
            alt={alt}
            h={THUMBNAIL_HEIGHT_PX}
            // The whole slip, never cropped: its figures are the point of it.
            fit="contain"
            p={6}
            loading="lazy"
            onError={() => setBroken(true)}
            data-testid="stake-image"
          />
        </Box>
      </UnstyledButton>
      <Modal
        opened={isOpen}
        onClose={() => setOpen(false)}
        title={description}
        size="auto"
        centered
        closeButtonProps={{ 'aria-label': t('stakes.card.closeImage') }}
      >
        <Image src={src} alt={alt} mah="80vh" maw="min(90vw, 900px)" fit="contain" />
      </Modal>
    </>
  );
}
