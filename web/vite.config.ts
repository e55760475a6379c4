import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './vite-precompress';

/** The latin Inter file index.css declares (@fontsource-variable/inter). */
const FONT_FILE = /inter-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * Preloads the one font file every page uses, so it downloads beside the CSS instead of after
 * the first render (fewer text swaps). Build only: in development the file has no stable URL.
 */
function preloadFont(): Plugin {
  return {
    name: 'retainly-preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((name) => FONT_FILE.test(name));
        if (!font) return [];
        const attrs = { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2' };
        return [{ tag: 'link', attrs: { ...attrs, crossorigin: true }, injectTo: 'head' }];
      },
    },
  };
}

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
  plugins: [react(), tailwindcss(), preloadFont(), precompress()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    // /media: renditions, posters and captions the api serves from the local media store.
    proxy: {
      '/api': 'http://localhost:3000',
      '/admin': 'http://localhost:3000',
      '^/media/': 'http://localhost:3000', // a regex: a portal id may start with 'media'
    },
  },
});
