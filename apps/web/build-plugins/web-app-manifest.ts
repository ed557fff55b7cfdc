import type { ManifestOptions } from 'vite-plugin-pwa';

/** The pine of the theme (src/app/theme.ts, shade 7) and the favicon's square. */
export const THEME_COLOR = '#0b7654';
/** Mantine's light body: the splash screen shown while the installed app starts. */
export const BACKGROUND_COLOR = '#ffffff';

/**
 * The web app manifest (decision 030): what an installed StakeLab is called, where it opens
 * and its icons (public/icons, drawn by scripts/make-icons.mjs). The maskable icon keeps the
 * arrow in the safe zone, so a platform's round or squircle cut never clips it.
 */
export const webAppManifest: Partial<ManifestOptions> = {
  name: 'StakeLab',
  short_name: 'StakeLab',
  description:
    'StakeLab: AI predictions, tipster stakes, bet history and performance dashboards for sports bettors.',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
};
