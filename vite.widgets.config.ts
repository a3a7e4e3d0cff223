import { rmSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import dts from 'vite-plugin-dts';
import { publicSources } from './build/publicSources.ts';
import { precompress } from './vite.precompress.ts';

/**
 * The "all widgets" bundle (`dist/widgets/training-center.js`), the package's main entry for apps
 * that bundle it, and the package's type declarations (`dist/types`). Partner pages use the embed
 * loader instead (vite.embed.config.ts).
 */
// Declarations of a file that no longer exists must not linger in the package.
const cleanTypes = (): Plugin => ({ name: 'tc-clean-types', buildStart: () => rmSync('dist/types', { recursive: true, force: true }) });

export default defineConfig({
  plugins: [
    react(),
    cleanTypes(),
    // Declarations of the public entry point and what it reaches, nothing else (no test helpers).
    dts({ tsconfigPath: './tsconfig.json', include: [...publicSources(), 'src/elements/jsx.d.ts'], copyDtsFiles: true, outDirs: 'dist/types', entryRoot: '.' }),
    precompress(),
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
