import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './vite-precompress';

const REACT_ROUTER_PRODUCTION = resolve(
  __dirname,
  '../node_modules/react-router/dist/production/index.mjs',
);

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
export default defineConfig(({ mode }) => ({
  root: __dirname,
  resolve: {
    alias: [
      { find: '@', replacement: resolve(__dirname, 'src') },
      // Pure domain rules are shared with the api (no Node APIs in libs/domain).
      { find: '@retainly/domain', replacement: resolve(__dirname, '../libs/domain/src') },
      // react-router's exports map serves its development build to every bundler (its issue
      // #12532); the production build is the same code with the dev warnings switched off.
      ...(mode === 'production'
        ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }]
        : []),
    ],
  },
  plugins: [react(), tailwindcss(), preloadFont(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Browsers without <link rel=modulepreload> (Safari before 17) still load every chunk, one
    // import after another; the polyfill cost every page 0.5 KB gzipped.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // libs/domain is pure (no module runs anything on import), but a top-level call such as
      // endpoint-url's ipaddr.parse() made rollup keep it, and ipaddr.js with it, in every page.
      treeshake: { moduleSideEffects: (id) => !id.includes('/libs/domain/src/') },
      // Merges chunks under 500 bytes that run nothing on load into a chunk loaded alongside
      // them: on HTTP/1.1 a page's first view waited for a dozen scripts of a few hundred bytes.
      output: { experimentalMinChunkSize: 500 },
    },
  },
  server: {
    port: 5173,
    // /media: renditions, posters and captions the api serves from the local media store.
    proxy: {
      '/api': 'http://localhost:3000',
      '/admin': 'http://localhost:3000',
      '^/media/': 'http://localhost:3000', // a regex: a portal id may start with 'media'
    },
  },
}));
