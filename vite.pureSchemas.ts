import { join } from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const lazySchemaModule = join(import.meta.dirname, 'src/validation/lazySchema.ts');

// The modules shared with the server: zod schemas and plain constants, nothing that acts when loaded.
const contractModule = /[\\/]src[\\/](contract|validation)[\\/][^\\/]+\.ts$/;
// Our own browser modules (never a dependency: a minified library may well name a function `z`).
const ownModule = /[\\/](src|widgets|host)[\\/].+\.tsx?$/;

type Node = { type: string; start: number; end: number; callee?: Node; object?: Node; name?: string; properties?: Node[]; value?: Node };
type Declarator = { init?: Node | null };
type Statement = Node & { declaration?: (Node & { declarations?: Declarator[] }) | null; declarations?: Declarator[] };

/** The identifier a call chain starts from: `z` for `z.object({...}).optional()`. */
const chainRoot = (node: Node | undefined): string | undefined => {
  let current = node;
  while (current && (current.type === 'CallExpression' || current.type === 'MemberExpression')) current = current.type === 'CallExpression' ? current.callee : current.object;
  return current?.type === 'Identifier' ? current.name : undefined;
};

/** The method a call chain ends with: `optional` for `z.object({...}).optional()`. */
const outerMethod = (call: Node): string | undefined => (call.callee?.type === 'MemberExpression' ? (call.callee as Node & { property?: Node }).property?.name : undefined);

// Methods only a zod schema answers with a schema, and our helpers that build one (src/validation/rules.ts).
const schemaMethods = new Set(['extend', 'safeExtend', 'check', 'optional', 'nullable', 'nullish', 'array', 'pick', 'omit', 'partial', 'required', 'refine', 'transform', 'default', 'pipe', 'brand', 'readonly', 'describe']);
const schemaBuilders = new Set(['z', 'text', 'requiredText', 'optionalText', 'noEmoji']);

/** Whether a top-level call surely builds a zod schema: only those are deferred, since a proxy stands in for an object and never for a list or a number. */
export const buildsSchema = (call: Node): boolean => schemaBuilders.has(chainRoot(call) ?? '') || schemaMethods.has(outerMethod(call) ?? '');

/** The calls a top-level initialiser makes: the call itself, or those an object literal holds (`{ page: pageNumber, pageSize: sizeUpTo(100, 20) }`). */
const initialCalls = (node: Node | null | undefined): Node[] => {
  if (node?.type === 'CallExpression') return [node];
  if (node?.type === 'ObjectExpression') return (node.properties ?? []).flatMap((property) => (property.type === 'Property' ? initialCalls(property.value) : []));
  return [];
};

/**
 * Marks top-level `const x = <call>` (and the calls of a `const x = { ... }` literal) as pure, for browser builds: every such call of src/contract and
 * src/validation, and every zod schema (`z.…(…)`) of our other modules. The contract holds zod schemas
 * next to plain constants (course kinds, paths); a bundler cannot know that `status.optional()` has no
 * side effect, so one constant a page uses would otherwise bring every schema of its module, and zod,
 * along. In browsers the schemas only check the contract in development (src/api/client.ts), so what a
 * production page does not use drops out. (Rolldown's `manualPureFunctions: ['z']` did the same for
 * every module, and so removed the calls of a minified dependency's own `z`: Preact's diff.)
 * What a page keeps is built on first use: a top-level schema becomes `lazySchema(() => schema)`.
 */
export const pureContractSchemas = (): Plugin => ({
  name: 'training-center:pure-contract-schemas',
  apply: 'build',
  transform(code, id) {
    if (id.includes('node_modules') || !ownModule.test(id)) return null;
    const contract = contractModule.test(id);
    if (!contract && !/\bz\.\w+\(/.test(code)) return null;
    const program = this.parse(code) as unknown as { body: Statement[] };
    const source = new MagicString(code);
    let deferred = false;
    for (const statement of program.body) {
      const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
      if (declaration?.type !== 'VariableDeclaration') continue;
      for (const { init } of declaration.declarations ?? []) {
        for (const call of initialCalls(init)) {
          if (!(contract || chainRoot(call) === 'z')) continue;
          if (call === init && buildsSchema(call)) {
            // Built on first use, not while the page loads (src/validation/lazySchema.ts).
            source.appendLeft(call.start, '/* @__PURE__ */ __tcLazySchema(() => ');
            source.prependRight(call.end, ')');
            deferred = true;
          } else {
            source.appendLeft(call.start, '/* @__PURE__ */ (() => (');
            source.prependRight(call.end, '))()');
          }
        }
      }
    }
    if (!source.hasChanged()) return null;
    if (deferred) source.prepend(`import { lazySchema as __tcLazySchema } from ${JSON.stringify(lazySchemaModule)};\n`);
    return { code: source.toString(), map: source.generateMap({ hires: true, source: id }) };
  },
});
