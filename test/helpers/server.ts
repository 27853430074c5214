import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { inject } from 'vitest';
import { createLocalServer, type App, type AppOptions } from '../../build/server/app.ts';
import { loadFunctions } from '../../build/server/functions.ts';
import { contractChecker, type ContractChecker } from './openapi-check.ts';

let checker: ContractChecker | null = null;

export interface RunningServer {
  url: string;
  app: App;
  get: (path: string, init?: RequestInit) => Promise<Response>;
  close: () => Promise<void>;
}

/**
 * Starts the real local server (the npm start app) on a free loopback port, over the test build of dist/. Every
 * response get() receives is checked against the built openapi.json (see openapi-check.ts): a response outside
 * the published contract fails the test that received it.
 */
export async function startServer(options: Partial<AppOptions> = {}): Promise<RunningServer> {
  const distDir = inject('distDir');
  const functions = await loadFunctions(resolve('netlify/functions'));
  const server = createLocalServer({ distDir, functions, ...options });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    app: server.app,
    get: async (path, init) => {
      const res = await fetch(`${url}${path}`, { redirect: 'manual', ...init });
      checker ??= contractChecker(distDir);
      const problem = checker.problem(
        path,
        init?.method ?? 'GET',
        res.status,
        res.headers.get('content-type'),
        await res.clone().text(),
      );
      if (problem) throw new Error(`response outside openapi.json: ${problem}`);
      return res;
    },
    close: () => new Promise((r) => server.close(() => r())),
  };
}
