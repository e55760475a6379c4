import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { precompress } from '../vite-precompress';

/**
 * The help launcher (web/launcher): one plain script at a stable URL, /help-launcher.js, beside
 * the web app's build (run after it, so the app's emptyOutDir does not remove it). No chunks,
 * no hashes: agencies paste its address once, and the api caches it for an hour.
 */
export default defineConfig({
  root: __dirname,
  logLevel: 'warn',
  plugins: [precompress()],
  build: {
    outDir: resolve(__dirname, '../dist'),
    emptyOutDir: false,
    target: 'es2020',
    sourcemap: false,
    lib: {
      entry: resolve(__dirname, 'help-launcher.ts'),
      formats: ['iife'],
      // iife needs a name, but the entry exports nothing, so no global is created.
      name: 'helpLauncher',
      fileName: () => 'help-launcher.js',
    },
    rollupOptions: { output: { banner: '' } },
  },
});
