import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The host app: the full portal, composed from the widgets' tags. */
export default defineConfig({
  root: 'host',
  publicDir: false,
  plugins: [react()],
  build: { outDir: '../dist/host', emptyOutDir: true, sourcemap: true },
  server: { proxy: { '/training-api': 'http://localhost:8080' } },
});
