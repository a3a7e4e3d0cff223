import MagicString from 'magic-string';
import type { Plugin } from 'vite';

// The modules shared with the server: zod schemas and plain constants, nothing that acts when loaded.
const contractModule = /[\\/]src[\\/](contract|validation)[\\/][^\\/]+\.ts$/;

type Node = { type: string; start: number; end: number };
type Declarator = { init?: Node | null };
type Statement = Node & { declaration?: (Node & { declarations?: Declarator[] }) | null; declarations?: Declarator[] };

/**
 * Marks every top-level `const x = <call>` of src/contract and src/validation as pure, for browser builds. The contract
 * holds zod schemas next to plain constants (course kinds, paths); a bundler cannot know that
 * `status.optional()` has no side effect, so one constant a page uses would otherwise bring every
 * schema of its module, and zod, along. In browsers the schemas only check the contract in
 * development (src/api/client.ts), so what a production page does not use drops out.
 */
export const pureContractSchemas = (): Plugin => ({
  name: 'training-center:pure-contract-schemas',
  apply: 'build',
  transform(code, id) {
    if (!contractModule.test(id)) return null;
    const program = this.parse(code) as unknown as { body: Statement[] };
    const source = new MagicString(code);
    for (const statement of program.body) {
      const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
      if (declaration?.type !== 'VariableDeclaration') continue;
      for (const { init } of declaration.declarations ?? []) {
        if (init?.type !== 'CallExpression') continue;
        source.appendLeft(init.start, '/* @__PURE__ */ (() => (');
        source.prependRight(init.end, '))()');
      }
    }
    return { code: source.toString(), map: source.generateMap({ hires: true, source: id }) };
  },
});
