import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reservedHeightsRem } from './reservedHeights';

const root = resolve(import.meta.dirname, '..', '..');
const script = join(root, 'scripts', 'embed-docs.mjs');

type Manifest = { modules: { path: string; declarations: { tagName?: string; attributes: unknown[]; events: { name: string; type: { text: string } }[] }[] }[] };

describe('custom-elements.json and the tag table of docs/embedding.md', () => {
  it('the table matches the element headers (run `npm run docs:embed` after changing a header)', { timeout: 30_000 }, () => {
    const check = spawnSync(process.execPath, [script, '--check'], { cwd: root, encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it('declares every tag the loader registers, each event with its payload from the event map', { timeout: 30_000 }, () => {
    const manifest = JSON.parse(execFileSync(process.execPath, [script, '--print'], { cwd: root, encoding: 'utf8' })) as Manifest;
    const tags = manifest.modules.flatMap((module) => module.declarations.map((declaration) => declaration.tagName));
    // The loader gives every widgets/<name>/element.ts the tag tc-<name>: each must define exactly that tag.
    const folders = readdirSync(join(root, 'widgets'), { withFileTypes: true }).filter((entry) => entry.isDirectory() && existsSync(join(root, 'widgets', entry.name, 'element.ts')));
    const loaderTags = folders.map((folder) => `tc-${folder.name}`);
    for (const folder of folders) {
      expect(readFileSync(join(root, 'widgets', folder.name, 'element.ts'), 'utf8'), folder.name).toMatch(new RegExp(`export const \\w+Tag = 'tc-${folder.name}';`));
    }
    expect(loaderTags.length).toBeGreaterThan(0);
    expect(tags).toEqual(expect.arrayContaining([...loaderTags, 'tc-config', 'tc-toaster']));
    const login = manifest.modules.flatMap((module) => module.declarations).find((declaration) => declaration.tagName === 'tc-login');
    expect(login?.events).toEqual([
      expect.objectContaining({ name: 'tc-login', type: { text: 'CustomEvent<{ account: string; redirect: string | null }>' } }),
      expect.objectContaining({ name: 'tc-navigate', type: { text: 'CustomEvent<CoursePlayerMove | LoginMove | AdminCoursesMove | ListMove>' } }),
    ]);
  });
});

describe('the space the loader reserves', () => {
  it('knows the phone height of every widget (run `npx tsx bench/reservedHeights.ts` for a new one)', () => {
    const folders = readdirSync(join(root, 'widgets'), { withFileTypes: true }).filter((entry) => entry.isDirectory() && existsSync(join(root, 'widgets', entry.name, 'element.ts')));
    expect(Object.keys(reservedHeightsRem).toSorted()).toEqual(folders.map((folder) => `tc-${folder.name}`).toSorted());
  });
});

describe('the example pages', () => {
  it('show every widget on the all-widgets page', () => {
    const page = readFileSync(join(root, 'examples', 'all-widgets.html'), 'utf8');
    const folders = readdirSync(join(root, 'widgets'), { withFileTypes: true }).filter((entry) => entry.isDirectory() && existsSync(join(root, 'widgets', entry.name, 'element.ts')));
    expect(folders.map((folder) => `tc-${folder.name}`).filter((tag) => !page.includes(`<${tag}`))).toEqual([]);
  });
});
