import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { closureGroup } from './build-plugins/chunk-groups.ts';
import { mantineStyles } from './build-plugins/mantine-styles.ts';
import { precompress } from './build-plugins/precompress.ts';
import { routeGroups } from './build-plugins/route-groups.ts';
import { webAppManifest } from './build-plugins/web-app-manifest.ts';

const fromHere = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * Chunks of the first load (docs/decisions/014-lean-first-page.md). index.html runs a small
 * script (src/main.tsx) that asks at once for the app (src/app/start.tsx), the language's texts
 * and the chunk of the page at the URL. Automatic splitting would cut what the app imports into
 * dozens of small chunks shared with the pages, each a request of its own; here it is three:
 * that first script, React with its router (changed least, cached longest) and the rest. Pages,
 * the charts and the other language keep chunks of their own, loaded when used.
 */
const chunkGroups = [
  closureGroup('boot', fileURLToPath(new URL('./src/main.tsx', import.meta.url)), 3),
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
    priority: 2,
  },
  // `$initial`: imported statically by an entry, here the app's (see `input` below).
  { name: 'app', tags: ['$initial' as const], priority: 1 },
  // Opt-in, for bench/start-path-bench.ts only: the history's and the dashboards' code in a
  // handful of chunks (decision 023). The default build is without it.
  ...(process.env.STAKELAB_MERGED_CHUNKS === '1'
    ? [
        routeGroups(
          {
            history: fromHere('./src/app/routes/history-page.tsx'),
            dashboards: fromHere('./src/app/routes/dashboards-page.tsx'),
          },
          fromHere('./src/app/routes/home-page.tsx'),
          0,
        ),
      ]
    : []),
];

/** Where `npm run dev` runs the API (the server's default APP_URL). */
const API_TARGET = 'http://localhost:3000';
const DEV_PORT = 5173;
const PREVIEW_PORT = 4173;

/**
 * The server refuses state-changing requests whose Origin is not APP_URL. Through the proxy the
 * browser's Origin is this dev server's, so it is rewritten to the target's, but only for
 * pages served from here: a request from any other site keeps its Origin and is refused.
 */
function apiProxy(ownPort: number): Record<string, ProxyOptions> {
  const ownOrigins = new Set([`http://localhost:${ownPort}`, `http://127.0.0.1:${ownPort}`]);
  return {
    '/api': {
      target: API_TARGET,
      configure: (proxy) => {
        proxy.on('proxyReq', (proxyReq, req) => {
          const origin = req.headers.origin;
          if (origin !== undefined && ownOrigins.has(origin)) {
            proxyReq.setHeader('origin', API_TARGET);
          }
        });
      },
    },
    // Stake images (GET only, so no Origin to rewrite); the client route /stakes stays here.
    '^/(public/)?stakes/.+': { target: API_TARGET },
  };
}

export default defineConfig({
  plugins: [
    react(),
    mantineStyles(),
    // Installable app (decision 030): the manifest and src/sw.ts, which precaches the built
    // shell and shows pushes. The page registers the worker itself, after load (src/pwa).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: webAppManifest,
      injectManifest: {
        // A classic script: every browser with service workers runs it.
        rollupFormat: 'iife',
        // The shell and every page's chunk (so /history and /dashboards draw offline), not the
        // .br/.gz copies, which the server picks per request.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // The charts' chunk is the largest; keep it in.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // The app is an entry of its own, so that what it imports statically is `$initial`.
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        start: fileURLToPath(new URL('./src/app/start.tsx', import.meta.url)),
      },
      output: {
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
  server: {
    port: DEV_PORT,
    strictPort: true,
    proxy: apiProxy(DEV_PORT),
  },
  preview: {
    port: PREVIEW_PORT,
    proxy: apiProxy(PREVIEW_PORT),
  },
});
