import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Storybook's own Vite config. The root vite.config.ts is the host app's (root 'host', outDir
 * dist/host, API proxy); Storybook must inherit none of it, so main.ts points here instead.
 */
export default defineConfig({
  plugins: [react()],
  publicDir: false,
});
