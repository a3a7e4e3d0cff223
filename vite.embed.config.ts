import { cpSync, readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compileHint } from './vite.compileHint.ts';
import { precompress } from './vite.precompress.ts';
import { preactCompat } from './vite.preact.ts';
import { pureContractSchemas } from './vite.pureSchemas.ts';

/**
 * The embed build (`dist/embed/`): the loader `training-center.js`, one chunk per widget and one
 * shared chunk (React, session, i18n, API client), and `manifest.json` naming which files are which
 * (read by bench/size.ts):
 * `{ "loader": "training-center.js", "shared": [files], "widgets": { "<tag>": [files] } }`.
 */
const loaderFile = 'training-center.js';
const widgetFolder = /[\\/]widgets[\\/]([^\\/]+)[\\/]element\.ts$/;

type OutputChunk = { type: 'chunk'; fileName: string; imports: string[]; facadeModuleId: string | null; isDynamicEntry: boolean };

/** The tag an element module defines: its `export const ...Tag = 'tc-...'`. */
const tagOf = (moduleId: string): string | undefined => /export const \w+Tag = '(tc-[a-z-]+)'/.exec(readFileSync(moduleId, 'utf8'))?.[1];

const embedManifest = (): Plugin => ({
  name: 'tc-embed-manifest',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((item): item is typeof item & OutputChunk => item.type === 'chunk');
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const closure = (file: string, into = new Set<string>()): Set<string> => {
      if (into.has(file)) return into;
      into.add(file);
      for (const dependency of byFile.get(file)?.imports ?? []) closure(dependency, into);
      return into;
    };
    const loader = byFile.get(loaderFile);
    if (!loader) this.error(`the embed build wrote no ${loaderFile}`);
    // The loader must stay tiny: any static import would pull the core into every page at once.
    if (loader.imports.length > 0) this.error(`${loaderFile} imports ${loader.imports.join(', ')} statically; it may only import chunks on demand`);
    const backwards = chunks.filter((chunk) => chunk.imports.includes(loaderFile)).map((chunk) => chunk.fileName);
    if (backwards.length > 0) this.error(`${backwards.join(', ')} import ${loaderFile}: a module of the loader is shared with the core`);
    const core = chunks.find((chunk) => chunk.facadeModuleId && /[\\/]src[\\/]elements[\\/]embedCore\.ts$/.test(chunk.facadeModuleId));
    if (!core) this.error('the embed build has no chunk for src/elements/embedCore.ts');
    const shared = closure(core.fileName);
    const widgets: Record<string, string[]> = {};
    for (const chunk of chunks) {
      if (!chunk.isDynamicEntry || !chunk.facadeModuleId || chunk === core) continue;
      // A widget's own on-demand part (the reports' chart) is imported by its widget chunk, not by the loader.
      if (!/[\\/](element|tc-icon)\.ts$/.test(chunk.facadeModuleId)) continue;
      const tag = tagOf(chunk.facadeModuleId);
      if (!tag) this.error(`no tag found in ${chunk.facadeModuleId}`);
      widgets[tag] = [...closure(chunk.fileName)].filter((file) => !shared.has(file));
    }
    const manifest = { loader: loaderFile, shared: [...shared], widgets };
    this.emitFile({ type: 'asset', fileName: 'manifest.json', source: `${JSON.stringify(manifest, null, 2)}\n` });
  },
});

/** The example partner pages (`examples/`), served by `npm start` under `/examples/`. */
const copyExamples = (): Plugin => ({
  name: 'tc-copy-examples',
  writeBundle() {
    rmSync('dist/examples', { recursive: true, force: true });
    cpSync('examples', 'dist/examples', { recursive: true });
  },
});

/** A widget chunk is named for its folder (`login-[hash].js`) rather than `element-[hash].js`. */
const chunkFileName = (chunk: { name: string; facadeModuleId: string | null }): string => {
  const folder = chunk.facadeModuleId ? widgetFolder.exec(chunk.facadeModuleId)?.[1] : undefined;
  return `${folder ?? chunk.name}-[hash].js`;
};

/** Modules of the loader itself: they must not be pulled into the shared chunk. */
const loaderModules = ['widgets/embed.ts', 'src/elements/loader.ts', 'src/elements/tc-config.ts'].map((file) => `${dirname(import.meta.filename)}/${file}`);

export default defineConfig({
  plugins: [react(), pureContractSchemas(), embedManifest(), copyExamples(), precompress()],
  // Without it the bundle holds both React builds and breaks in browsers (stack notes).
  define: { 'process.env.NODE_ENV': '"production"' },
  resolve: { alias: preactCompat },
  publicDir: false,
  build: {
    outDir: 'dist/embed',
    emptyOutDir: true,
    minify: true,
    sourcemap: true,
    lib: { entry: 'widgets/embed.ts', formats: ['es'], fileName: () => loaderFile },
    rolldownOptions: {
      output: {
        // Browsers run these files as they are (no downstream bundler tree-shakes them): full minification,
        // whitespace and annotations included, which Vite's library mode keeps for ES output by default.
        minify: true,
        comments: { legal: true, annotation: false, jsdoc: false },
        postBanner: compileHint,
        chunkFileNames: chunkFileName,
        codeSplitting: {
          groups: [
            {
              name: 'shared',
              // Everything two widgets (or a widget and the core) need loads once, in one chunk.
              minShareCount: 2,
              test: (id: string) => !loaderModules.includes(id),
            },
          ],
        },
      },
    },
  },
});
