// Mantine's base CSS; each component's own rules come with its code (build-plugins/mantine-styles.ts).
import 'virtual:mantine-styles';
// Focus ring, placeholder contrast and the app's own global rules (after Mantine's, to win).
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { sessionQueryOptions } from '../features/auth/api/get-session';
import { readStoredUser } from '../features/auth/utils/user-storage';
import { i18nReady } from '../lib/i18n';
import { isBetsPage } from '../lib/local-history/history-worker-start';
import { AppRouterProvider } from './app-router-provider';
import { AppProviders, createAppQueryClient } from './providers';
import { createAppRouter } from './router';

/** Renders the app into `container`, once the language's texts are in. */
export function startApp(container: HTMLElement): void {
  const queryClient = createAppQueryClient();
  const router = createAppRouter();
  // The session is asked for now, beside the texts, not once the first render needs it.
  const session = queryClient.fetchQuery(sessionQueryOptions()).catch(() => null);
  // Opened on the bets' pages: the history worker starts (and reads the kept bets) now, while
  // the page's code loads and the server confirms the session. Imported here only: the public
  // pages never load the local store.
  if (isBetsPage(window.location.pathname)) {
    void import('../lib/local-history/use-local-history').then(
      ({ prefetchLocalHistory, prefetchBetChanges }) => {
        prefetchLocalHistory(queryClient, readStoredUser()?.user_id ?? null);
        // Once the server names the user (as the pages ask: one with an e-mail), their
        // changes are read while the page's code still loads.
        void session.then((user) =>
          user && user.email !== '' ? prefetchBetChanges(queryClient, user.user_id) : undefined,
        );
      },
    );
  }
  const root = createRoot(container);
  const render = () =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <AppRouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  // The first paint is translated. Should the texts fail to load, render anyway: keys in place
  // of texts beat a blank page.
  void i18nReady.then(render, render);
}
