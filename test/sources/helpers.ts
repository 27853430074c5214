/** Shared pieces of the source-stage tests: recorded effects with a fixed clock and instant, logged sleeps. */
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Disk, Effects } from '../../build/sources/effects.ts';

export interface TestEffects extends Effects {
  lines: string[];
  sleeps: number[];
}

export function testEffects(disk: Disk, now = '2026-11-24T06:00:00Z'): TestEffects {
  const lines: string[] = [];
  const sleeps: number[] = [];
  return {
    fetch: globalThis.fetch,
    disk,
    now: () => new Date(now),
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    log: (line) => lines.push(line),
    lines,
    sleeps,
  };
}

/** Fast limits for tests: two retries, small backoff, a short timeout. */
// The timeout is generous so a loaded machine never times out a healthy reply; only the hanging fixture reaches it.
export const TEST_DOWNLOAD = { timeoutMs: 3_000, retries: 2, backoffMs: 100, maxBackoffMs: 5_000 };

/** A loopback base URL nothing listens on (a port that was free a moment ago): connections are refused. */
export async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
