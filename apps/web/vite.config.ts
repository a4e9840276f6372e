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
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      output: {
        // Long-lived vendor chunks: app releases do not invalidate the React/MUI download.
        manualChunks(id: string) {
          if (!id.includes('node_modules')) return undefined;
          if (/[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) return 'react';
          if (/[\\/](@mui|@emotion)[\\/]/.test(id)) return 'mui';
          // No manual chunk for Leaflet: a named group would pull its dependencies (React) in with
          // it, so the entry would import and preload the map code. Left alone, Leaflet stays in
          // the lazy chunks of the map views only.
          return undefined;
        },
      },
    },
  },
});
