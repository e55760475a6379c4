import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// The api serves web/dist in production; in development `npm run dev:web` proxies to it.
export default defineConfig({
  root: __dirname,
  resolve: {
    alias: {
      '@': resolve(__dirname, 'src'),
      // Pure domain rules are shared with the api (no Node APIs in libs/domain).
      '@retainly/domain': resolve(__dirname, '../libs/domain/src'),
    },
  },
  plugins: [react(), tailwindcss()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/admin': 'http://localhost:3000' },
  },
});
