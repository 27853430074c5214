/**
 * Builds dist/ once for the whole test run, into test-artifacts/dist (not the developer's dist/), with a fixed
 * base URL so outputs are comparable. Test files start their own in-process servers on it.
 */
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSite } from '../build/pipeline/build.ts';
import { writeSite } from '../build/pipeline/write.ts';

export const TEST_BASE_URL = 'http://localhost:8888';

/**
 * Vitest calls the setup once for the root and once per project (vitest.config.ts has two): the build is made by the
 * first call of this process and provided to each, not made three times.
 */
const built = globalThis as { testDistDir?: string };

export default function setup(project: TestProject) {
  if (!built.testDistDir) {
    const distDir = resolve('test-artifacts/dist');
    const { files } = buildSite({ dataDir: resolve('data'), baseUrl: TEST_BASE_URL });
    writeSite(files, distDir);
    built.testDistDir = distDir;
  }
  project.provide('distDir', built.testDistDir);
}

declare module 'vitest' {
  export interface ProvidedContext {
    distDir: string;
  }
}
