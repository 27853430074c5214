/**
 * Builds dist/ once for the whole test run, into test-artifacts/dist (not the developer's dist/), with a fixed
 * base URL so outputs are comparable. Test files start their own in-process servers on it.
 */
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSite } from '../build/pipeline/build.ts';
import { writeSite } from '../build/pipeline/write.ts';

export const TEST_BASE_URL = 'http://localhost:8888';

export default function setup(project: TestProject) {
  const distDir = resolve('test-artifacts/dist');
  const { files } = buildSite({ dataDir: resolve('data'), baseUrl: TEST_BASE_URL });
  writeSite(files, distDir);
  project.provide('distDir', distDir);
}

declare module 'vitest' {
  export interface ProvidedContext {
    distDir: string;
  }
}
