import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { isTestFile } from '../build/publicSources';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '..');
const typesDir = join(root, 'dist', 'types');
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));

/** Every tag of the custom elements manifest: each must be in HTMLElementTagNameMap. */
const manifestTags = (): string[] => {
  const manifest = JSON.parse(readFileSync(join(root, 'dist', 'custom-elements.json'), 'utf8')) as { modules: { declarations: { tagName?: string }[] }[] };
  return manifest.modules.flatMap((module) => module.declarations.flatMap((declaration) => (declaration.tagName ? [declaration.tagName] : [])));
};

/** What an app written against the package does: typed elements, typed event payloads, the page API. */
const consumerSource = (tags: string[]) => `
import { TrainingCenter, loginTag, type TcEventMap, type TcLoginElement } from 'training-center';
import type { TrainingCenterApi } from 'training-center/embed';
import type {} from 'training-center/jsx';

const login = document.createElement('tc-login');
const sameType: TcLoginElement = login;
sameType.redirect = '/courses';
login.setAttribute('help-url', '/help');
login.addEventListener('tc-login', (event) => {
  const account: string = event.detail.account;
  const redirect: string | null = event.detail.redirect;
  console.log(account, redirect);
});
document.addEventListener('tc-country-changed', (event) => console.log(event.detail.versionCode.toUpperCase()));
window.addEventListener('tc-navigate', (event) => console.log(event.detail.to));
// @ts-expect-error a payload has only the fields of the event map
login.addEventListener('tc-login', (event) => console.log(event.detail.password));
const player = document.querySelector('tc-course-player');
if (player) player.view = 'detail';
const icon = document.createElement('tc-icon');
icon.gradientAngle = '3';
const config = document.createElement('tc-config');
void config.apply();
const api: TrainingCenterApi = TrainingCenter;
void api.configure({ apiBase: 'https://training.example/training-api', lang: 'es' });
void window.TrainingCenter.load(loginTag);
const navigate: TcEventMap['tc-navigate'] = { to: 'detail', view: 'detail', params: { kind: 'certification', courseId: 'c-1' } };
console.log(navigate);
// Both ways: a tag of the manifest missing from the map, or a tc-* tag of the map missing from the manifest, fails.
const everyTag: Record<keyof HTMLElementTagNameMap & \`tc-\${string}\`, true> = { ${tags.map((tag) => `'${tag}': true`).join(', ')} };
console.log(everyTag);
`;

describe('the package types (dist/types)', () => {
  let consumerDir: string | undefined;
  afterAll(async () => {
    if (consumerDir) await rm(consumerDir, { recursive: true, force: true });
  });

  it('hold no test code', () => {
    expect(existsSync(join(typesDir, 'widgets', 'index.d.ts')), 'build first: npm run build').toBe(true);
    const shipped = filesUnder(typesDir).map((file) => relative(typesDir, file));
    expect(shipped.filter(isTestFile)).toEqual([]);
    expect(shipped.filter((file) => /(^|\/)testing\//.test(file) || file.includes('testHarness'))).toEqual([]);
  });

  it('compile in a clean consumer project (strict, skipLibCheck false) with typed tags and events', async () => {
    await mkdir(join(root, '.tmp'), { recursive: true });
    consumerDir = await mkdtemp(join(root, '.tmp', 'types-consumer-'));
    await mkdir(join(consumerDir, 'node_modules'));
    // Installed as a dependency would be: node_modules/training-center is the package (its package.json exports).
    await symlink(root, join(consumerDir, 'node_modules', 'training-center'), 'dir');
    const tags = manifestTags();
    expect(tags).toEqual(expect.arrayContaining(['tc-login', 'tc-profile', 'tc-account-help', 'tc-course-player', 'tc-icon', 'tc-config', 'tc-toaster']));
    await writeFile(join(consumerDir, 'index.ts'), consumerSource(tags));
    const tsconfig = {
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        strict: true,
        skipLibCheck: false,
        noEmit: true,
        types: [],
      },
      // Every shipped declaration is checked, not only those the app reaches.
      include: ['index.ts', `${relative(consumerDir, typesDir)}/**/*.d.ts`],
    };
    await writeFile(join(consumerDir, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
    const result = await run(process.execPath, [tsc, '-p', consumerDir], { cwd: consumerDir }).then(
      () => '',
      (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ''}${error.stderr ?? ''}`,
    );
    expect(result).toBe('');
  });
});
