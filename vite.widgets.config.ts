import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import dts from 'vite-plugin-dts';
import { precompress } from './vite.precompress';

/** The widget bundle: one ES module a partner page loads with one script tag. */
export default defineConfig({
  plugins: [
    react(),
    precompress(),
    dts({ tsconfigPath: './tsconfig.json', include: ['widgets', 'src'], exclude: ['**/*.test.ts', '**/*.test.tsx', 'src/testing/**'], outDirs: 'dist/widgets/types', entryRoot: '.' }),
  ],
  // Without it the bundle holds both React builds and breaks in browsers (stack notes).
  define: { 'process.env.NODE_ENV': '"production"' },
  publicDir: false,
  build: {
    outDir: 'dist/widgets',
    emptyOutDir: true,
    minify: true,
    sourcemap: true,
    lib: { entry: 'widgets/index.ts', formats: ['es'], fileName: () => 'training-center.js' },
  },
});
