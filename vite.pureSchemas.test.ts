import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { pureContractSchemas } from './vite.pureSchemas';

const transform = (code: string, id: string): string | undefined => {
  const plugin = pureContractSchemas();
  const hook = plugin.transform as (this: { parse: typeof parseAst }, code: string, id: string) => { code: string } | null;
  return hook.call({ parse: parseAst }, code, id)?.code;
};

describe('pureContractSchemas', () => {
  it('defers the schemas of a contract module and marks its other calls pure', () => {
    const code = [
      "export const sortFields = ['name', 'size'];",
      'export const sorts = sortFields.flatMap((field) => [field, `-${field}`]);',
      'export const item = z.object({ name: z.string() });',
      'export const detail = item.extend({ size: z.number() });',
      'export const title = requiredText("titleRequired");',
      'export const query = { page: pageNumber(), size: sizeUpTo(100, 20) };',
    ].join('\n');
    const out = transform(code, '/repo/src/contract/sample.ts') ?? '';
    expect(out).toMatch(/^import \{ lazySchema as __tcLazySchema \} from ".*src\/validation\/lazySchema\.ts";\n/);
    expect(out).toContain('export const item = /* @__PURE__ */ __tcLazySchema(() => z.object({ name: z.string() }));');
    expect(out).toContain('export const detail = /* @__PURE__ */ __tcLazySchema(() => item.extend({ size: z.number() }));');
    expect(out).toContain('export const title = /* @__PURE__ */ __tcLazySchema(() => requiredText("titleRequired"));');
    // A list stays a list: only marked pure, built when the module runs.
    expect(out).toContain('export const sorts = /* @__PURE__ */ (() => (sortFields.flatMap((field) => [field, `-${field}`])))();');
    expect(out).toContain('export const query = { page: /* @__PURE__ */ (() => (pageNumber()))(), size: /* @__PURE__ */ (() => (sizeUpTo(100, 20)))() };');
  });

  it('in other modules defers only zod schemas, and leaves modules without one alone', () => {
    const out = transform('const form = z.object({ q: z.string() });\nconst label = makeLabel("x");', '/repo/widgets/search/form.ts') ?? '';
    expect(out).toContain('const form = /* @__PURE__ */ __tcLazySchema(() => z.object({ q: z.string() }));');
    expect(out).toContain('const label = makeLabel("x");');
    expect(transform('export const answer = compute(42);', '/repo/widgets/search/answer.ts')).toBeUndefined();
    expect(transform('export const a = z.string();', '/repo/node_modules/lib/index.js')).toBeUndefined();
  });
});
