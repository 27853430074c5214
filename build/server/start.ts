import type { Server } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { localBaseUrl } from '../config.ts';
import { createLocalServer } from './app.ts';
import { loadFunctions } from './functions.ts';

/** Where npm start listens: loopback by default (what it announces as localhost), HOST to serve a network. */
export const DEFAULT_HOST = '127.0.0.1';

/** One line saying why the server cannot listen, for the errors a person can fix; null for anything else. */
function listenProblem(error: NodeJS.ErrnoException, host: string, port: number): string | null {
  if (error.code === 'EADDRINUSE')
    return `port ${port} on ${host} is already in use: stop what is using it, or set PORT to another port`;
  if (error.code === 'EACCES')
    return `no permission to listen on port ${port} on ${host}: use a port above 1023 (PORT=8888)`;
  if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND')
    return `cannot listen on ${host}: not an address of this machine (check HOST)`;
  return null;
}

/** Resolves when the server listens on host:port; rejects with a one-line message when it cannot. */
function listenOn(server: Pick<Server, 'listen' | 'once' | 'off'>, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) =>
      reject(new Error(listenProblem(error, host, port) ?? error.message));
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

/** Checks that host:port is free before a long build, so a busy port is reported at once (it can still be taken later). */
async function checkPortFree(host: string, port: number): Promise<void> {
  const probe = createServer();
  await listenOn(probe as unknown as Server, host, port);
  await new Promise<void>((r) => probe.close(() => r()));
}

export interface StartOptions {
  root: string;
  host: string;
  port: number;
  /** Brings dist/ up to date (npm start: ensureBuilt); runs after the port is known to be free. */
  build: (root: string) => void;
  rateLimits?: boolean;
  /** Defaults to dist/ under root. */
  distDir?: string;
}

/** Checks the port, builds, loads the functions and listens where it announces; rejects with one line. */
export async function startLocal(options: StartOptions): Promise<{ server: Server; announced: string }> {
  const { root, host, port } = options;
  await checkPortFree(host, port);
  options.build(root);
  const functions = await loadFunctions(join(root, 'netlify/functions'));
  const server = createLocalServer({
    distDir: options.distDir ?? join(root, 'dist'),
    functions,
    rateLimits: options.rateLimits,
  });
  await listenOn(server, host, port);
  const shown =
    host === DEFAULT_HOST ? localBaseUrl(port) : `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    server,
    announced: `Serving the API at ${shown} (listening on ${host} only; functions: ${[...functions.keys()].join(', ')})`,
  };
}
