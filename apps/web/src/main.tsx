import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouterProvider } from './app/app-router-provider';
import { AppProviders, createAppQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import { readStoredUser } from './features/auth/utils/user-storage';
import { prefetchLocalHistory } from './lib/local-history/use-local-history';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createAppQueryClient();
const router = createAppRouter();

// Opened on the bets' pages: the history worker starts (and reads the kept bets) now, while
// the page's code loads and the server confirms the session.
if (/^\/(history|dashboards)(\/|$)/.test(window.location.pathname)) {
  prefetchLocalHistory(queryClient, readStoredUser()?.user_id ?? null);
}

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <AppRouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
