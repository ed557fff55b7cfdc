import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { clearSession } from '../features/auth/utils/clear-session';
import { setUnauthorizedHandler } from '../lib/api-client';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { LazyNotifications } from './layout/lazy-notifications';
import { COLOR_SCHEME_STORAGE_KEY, cssVariablesResolver, theme } from './theme';

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

/** The app's query client, wired so that any 401 ends the session in one place. */
export function createAppQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  setUnauthorizedHandler(() => clearSession(queryClient));
  return queryClient;
}

interface AppProvidersProps {
  children: ReactNode;
  queryClient: QueryClient;
  /** 'test' turns off Mantine's transitions and portals (jsdom). */
  env?: 'default' | 'test';
}

export function AppProviders({ children, queryClient, env = 'default' }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="auto"
        cssVariablesResolver={cssVariablesResolver}
        env={env}
      >
        <LazyNotifications />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
