import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { precompress } from './build-plugins/precompress.ts';

// Vendor groups split the eager code into long-cached chunks. Charts (recharts, @mantine/charts)
// are deliberately left out: they are only reached through lazy routes, so they stay out of
// the initial load.
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
  {
    name: 'mantine',
    test: /node_modules[\\/](@mantine[\\/](core|hooks|notifications)|@floating-ui)[\\/]/,
  },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
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
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
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
