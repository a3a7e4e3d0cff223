import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPortal } from './portal';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR the built server created and seeded with the demo content, then left cleanly; '' when none. */
    e2eDataTemplate: string;
  }
}

/**
 * Global setup of the browser tests: the built portal starts once on an empty DATA_DIR, exactly as
 * `npm start` does on a fresh machine (migrations, demo content, demo-credentials.txt), and stops.
 * Every test file's portal then starts on a copy of that folder.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const portal = await startPortal({ seededFrom: undefined });
  await portal.stop({ keepDataDir: true });
  project.provide('e2eDataTemplate', portal.dataDir);
  return () => rm(dirname(portal.dataDir), { recursive: true, force: true });
}
