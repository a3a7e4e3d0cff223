// After the host build: which built files each route's lazy module needs beyond index.html's own, written
// to dist/host/route-preloads.json as a route tree. The server names them in the page it sends
// (modulepreload), so a phone fetches the route's chunks beside the shell instead of after it runs.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runnerImport } from 'vite';

const root = resolve(import.meta.dirname, '..');
const hostDir = join(root, 'dist/host');
const manifest = JSON.parse(readFileSync(join(hostDir, '.vite/manifest.json'), 'utf8'));

/** A manifest entry's file and every file it imports statically, as URL paths. */
const closure = (key, files = new Set()) => {
  const entry = manifest[key];
  if (!entry) throw new Error(`route-preloads: ${key} is not in the host build's manifest`);
  const file = `/${entry.file}`;
  if (files.has(file)) return files;
  files.add(file);
  for (const imported of entry.imports ?? []) closure(imported, files);
  return files;
};
const shell = closure('index.html');

// The routes module in Node (Vite's module runner): a lazy route's function names the module it imports.
const { module } = await runnerImport(join(root, 'host/routes.tsx'), { configFile: false, root, logLevel: 'error' });
const lazyModule = /import__\("\/host\/([^"]+)"\)/;

const toTree = (routes) =>
  routes.map((route) => {
    const source = route.lazy ? lazyModule.exec(String(route.lazy))?.[1] : undefined;
    if (route.lazy && !source) throw new Error(`route-preloads: cannot read the module of route ${route.path ?? '(layout)'}: ${String(route.lazy)}`);
    const files = source ? [...closure(source)].filter((file) => !shell.has(file)) : [];
    return {
      ...(route.path === undefined ? {} : { path: route.path }),
      ...(route.index ? { index: true } : {}),
      ...(files.length > 0 ? { files } : {}),
      ...(route.children ? { children: toTree(route.children) } : {}),
    };
  });

writeFileSync(join(hostDir, 'route-preloads.json'), `${JSON.stringify(toTree(module.routes))}\n`);
console.log('route-preloads: dist/host/route-preloads.json written');
