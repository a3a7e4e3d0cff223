import { relative, resolve } from 'node:path';
import ts from 'typescript';

/** The package's public entry points: the full bundle and the embed loader. */
export const publicEntries = ['widgets/index.ts', 'widgets/embed.ts'];

/** Files that belong to tests and must never ship (Brief: test helpers live in test folders). */
export const isTestFile = (file: string): boolean => /(^|[\\/])(test|testing)[\\/]|\.test\.[cm]?tsx?$|testHarness/.test(file);

/**
 * Source files the public entry points reach through imports, relative to the project root: the
 * only files whose declarations the package ships. Fails when a test file is among them.
 */
export function publicSources(root = process.cwd()): string[] {
  const configFile = ts.readConfigFile(resolve(root, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
  const program = ts.createProgram(publicEntries.map((entry) => resolve(root, entry)), options);
  const files = program
    .getSourceFiles()
    .map((source) => relative(root, source.fileName))
    .filter((file) => !file.startsWith('..') && !file.includes('node_modules'));
  const tests = files.filter(isTestFile);
  if (tests.length > 0) throw new Error(`the public entry points reach test code: ${tests.join(', ')}`);
  return files;
}
