import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API = process.env.NIVAAS_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': API, '/uploads': API, '/sitemap.xml': API, '/robots.txt': API },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: false,
    // Read by scripts/prerender-home.mjs (the home page's styles and chunks), then removed.
    manifest: !process.argv.includes('--ssr'),
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      output: {
        // Long-lived vendor chunks: app releases do not invalidate the React/MUI download. The home
        // page and the site's frame use no MUI, so the MUI chunk comes with the first other page;
        // one file there beats the ~80 small ones the pages would otherwise fetch on a phone network.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            { name: 'mui', test: /[\\/]node_modules[\\/](@mui|@emotion)[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
