import { readFileSync } from 'node:fs';
import { parseAst } from 'rolldown/parseAst';
import { buildsSchema } from './vite.pureSchemas.ts';

type Node = { type: string; [key: string]: unknown };

// Our own browser modules; a library's module is never copied (it may keep state we cannot see).
const ownModule = /[\\/](src|widgets|host)[\\/][^?\0]+\.tsx?$/;

/** A value that is the same whichever copy made it: a function, a literal, a zod schema, or a list or record of them. */
const isPlainValue = (node: Node | null | undefined): boolean => {
  if (!node) return true;
  switch (node.type) {
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
    case 'Literal':
    case 'Identifier':
      return true;
    case 'TemplateLiteral':
      return (node.expressions as Node[]).length === 0;
    case 'CallExpression':
      // A zod schema: a copy checks the same shapes (zod's own classes stay in its one chunk).
      return buildsSchema(node as Parameters<typeof buildsSchema>[0]);
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
      return isPlainValue(node.expression as Node);
    case 'ArrayExpression':
      return (node.elements as (Node | null)[]).every((element) => isPlainValue(element));
    case 'ObjectExpression':
      return (node.properties as Node[]).every((property) => property.type === 'Property' && !(property.computed as boolean) && isPlainValue(property.value as Node));
    default:
      return false;
  }
};

const typeOnly = new Set(['TSTypeAliasDeclaration', 'TSInterfaceDeclaration', 'TSDeclareFunction', 'TSModuleDeclaration']);

/** A top-level statement that neither acts when loaded nor makes anything a copy would hold apart (a class, a context, a cache, a `let`). */
const isPlainStatement = (statement: Node): boolean => {
  switch (statement.type) {
    case 'ImportDeclaration':
    case 'ExportAllDeclaration':
    case 'FunctionDeclaration':
      return true;
    case 'ExportNamedDeclaration':
    case 'ExportDefaultDeclaration': {
      const declaration = statement.declaration as Node | null;
      return !declaration || isPlainStatement(declaration) || (statement.type === 'ExportDefaultDeclaration' && isPlainValue(declaration));
    }
    case 'VariableDeclaration':
      return statement.kind === 'const' && (statement.declarations as Node[]).every((declarator) => isPlainValue(declarator.init as Node));
    default:
      return typeOnly.has(statement.type);
  }
};

/** Whether a module's source holds only what a copy may hold too (see `mayBeCopied`). */
export const isCopyableSource = (source: string, id: string): boolean =>
  (parseAst(source, { lang: id.endsWith('x') ? 'tsx' : 'ts' }, id).body as unknown as Node[]).every(isPlainStatement);

const verdicts = new Map<string, boolean>();

/**
 * Whether a module may be copied into every chunk that uses it (rolldown's inlined common chunks):
 * only our own modules made of functions, literals and imports. Two copies of a module with state
 * (a store, a cache, a class whose `instanceof` must hold, a React context, a listener added when
 * loaded) would each keep their own; those stay in one shared chunk.
 */
export const mayBeCopied = (id: string): boolean => {
  let verdict = verdicts.get(id);
  if (verdict === undefined) {
    try {
      verdict = ownModule.test(id) && isCopyableSource(readFileSync(id, 'utf8'), id);
    } catch {
      verdict = false;
    }
    verdicts.set(id, verdict);
  }
  return verdict;
};
