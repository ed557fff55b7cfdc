import { Box, Card, Group, Image, Modal, Text, UnstyledButton } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stakeImageUrl } from '../utils/stake-image-url';

const THUMBNAIL_HEIGHT_PX = 180;

interface StakeImageProps {
  imagePath: string | null;
  /** What the image shows, for its alternative text and the full-size dialog's title. */
  description: string;
}

/** An image that cannot load: one quiet line where the thumbnail would be. */
function BrokenImageLine() {
  const { t } = useTranslation();
  return (
    <Group gap={6} px="md" pt="sm" c="dimmed" wrap="nowrap" data-testid="stake-image-broken">
      <IconPhotoOff size={14} stroke={1.75} aria-hidden="true" style={{ flexShrink: 0 }} />
      <Text size="xs">{t('stakes.card.imageBroken')}</Text>
    </Group>
  );
}

/**
 * The bet slip of a stake card, as the card's top section: a thumbnail that opens the full
 * image in a dialog. The image is served to logged-in users only; the session cookie goes with
 * it (same origin). A stake without an image shows nothing: most have none, and a large empty
 * box on every card says nothing.
 */
export function StakeImage({ imagePath, description }: StakeImageProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [isBroken, setBroken] = useState(false);
  const src = stakeImageUrl(imagePath);

  if (src === null) return null;
  if (isBroken) return <BrokenImageLine />;

  const alt = t('stakes.card.imageAlt', { description });
  return (
    <Card.Section>
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
    </Card.Section>
  );
}
