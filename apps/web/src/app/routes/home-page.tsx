import { Container, Stack } from '@mantine/core';
import { FeatureCards } from '../../features/marketing/components/feature-cards';
import { HomeHero } from '../../features/marketing/components/home-hero';
import { PricingBand } from '../../features/marketing/components/pricing-band';
import { usePublicConfig } from '../../features/public-config/api/get-public-config';

export function HomePage() {
  const config = usePublicConfig();

  return (
    <>
      <HomeHero />
      <Container py={{ base: 48, sm: 72 }}>
        <Stack gap={64}>
          <FeatureCards />
          <PricingBand channelUrl={config?.socialLinks.messaging} />
        </Stack>
      </Container>
    </>
  );
}
