import { Container, type ContainerProps } from '@mantine/core';

/** The centred content column of every page (max 1200 px, see theme.ts). */
export function PageSection({ children, ...props }: ContainerProps) {
  return (
    <Container py={{ base: 'xl', sm: 48 }} {...props}>
      {children}
    </Container>
  );
}
