import { defineConfig } from 'vite';

/** The training API as one Node module; packages stay external and load from node_modules. */
export default defineConfig({
  publicDir: false,
  build: {
    ssr: true,
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: { input: { main: 'server/main.ts', admin: 'server/cli/admin.ts' } },
  },
});
