import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The contract's zod schemas check requests and results in development and tests only: one call
// that parses in production brings zod and its module's every schema into the browser bundle.
describe('API client calls', () => {
  const dir = join(import.meta.dirname);
  const sources = readdirSync(dir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

  it('parse with the contract only behind import.meta.env.DEV', () => {
    const offenders: string[] = [];
    for (const file of sources) {
      const lines = readFileSync(join(dir, file), 'utf8').split('\n');
      lines.forEach((line, index) => {
        const parses = /(?<![\w.])(?!JSON\.)\w+\.parse\(/.test(line) || /\bschema:\s*(?!import\.meta\.env\.DEV|undefined|options\.|schema\b)\w/.test(line);
        if (parses && !line.includes('import.meta.env.DEV')) offenders.push(`${file}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(offenders).toEqual([]);
  });
});
