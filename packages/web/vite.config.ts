import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm run dev` serves the UI with hot reload and proxies the API to a running `spora serve`
// (SPORA_DEV_API, default http://127.0.0.1:8080), so the session cookie stays same-origin.
const api = process.env.SPORA_DEV_API ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 1200 },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/plugins': { target: api, changeOrigin: false },
    },
  },
});
