import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `vite dev` serves the web app alone, so API calls and uploads go to the local server.
const serverOrigin = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': serverOrigin,
      '/storage': serverOrigin,
      '/sitemap.xml': serverOrigin,
      '/robots.txt': serverOrigin,
    },
  },
});
