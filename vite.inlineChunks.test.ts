import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isCopyableSource, mayBeCopied } from './vite.inlineChunks';

const own = (path: string) => join(import.meta.dirname, path);

describe('mayBeCopied', () => {
  it('copies a module of functions, literals, lists and records of them, zod schemas and types', () => {
    const source = [
      "import { z } from 'zod';",
      "import { other } from './other';",
      "export { again } from './again';",
      'export type Size = { width: number };',
      'export interface Box { size: Size }',
      'export function area(size: Size) { return size.width * size.width; }',
      'export const double = (value: number) => value * 2;',
      "export const paths = { list: '/list', detail: `/detail` } as const;",
      'export const limits = [1, 2, other];',
      'export const item = z.object({ name: z.string() }).optional();',
      'export default function Page() { return null; }',
    ].join('\n');
    expect(isCopyableSource(source, '/repo/src/api/sample.tsx')).toBe(true);
  });

  it.each([
    ['a class (instanceof must hold across the page)', 'export class ApiError extends Error {}'],
    ['a `let`', 'let current = 0;\nexport const next = () => ++current;'],
    ['a cache', 'const cache = new Map<string, string>();'],
    ['a React context', "import { createContext } from 'react';\nexport const Theme = createContext('light');"],
    ['a listener added when loaded', "window.addEventListener('pagehide', () => {});"],
    ['a value computed when loaded', 'export const startedAt = Date.now();'],
    ['a template with a value in it', 'const base = 1;\nexport const path = `/x/${base}`;'],
  ])('keeps one copy of a module with %s', (_, source) => {
    expect(isCopyableSource(source, '/repo/src/sample.ts')).toBe(false);
  });

  it('never copies a library module or one it cannot read', () => {
    expect(mayBeCopied(own('node_modules/react-router/dist/production/index.mjs'))).toBe(false);
    expect(mayBeCopied(own('src/no-such-module.ts'))).toBe(false);
    expect(mayBeCopied('\0vite/preload-helper.js')).toBe(false);
  });

  it('keeps one copy of every module of the portal that holds the page state', () => {
    for (const path of ['src/session/session.ts', 'src/i18n/i18n.ts', 'src/api/client.ts', 'src/api/pageAnswers.ts', 'src/elements/defineWidget.tsx', 'host/pageLeaving.ts']) {
      expect(mayBeCopied(own(path)), path).toBe(false);
    }
    expect(mayBeCopied(own('src/contract/paths.ts'))).toBe(true);
  });
});
