import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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

export default defineConfig({
  plugins: [react()],
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
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
});
