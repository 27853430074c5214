import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';

export interface LoadResult {
  label: string;
  path: string;
  requestsPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  statuses: string;
}

/** Starts `npm start`'s server as its own process (so the load generator does not share its event loop). */
export async function startServerProcess(
  port: number,
  env: Record<string, string> = {},
): Promise<{ proc: ChildProcess; startMs: number }> {
  const t = performance.now();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'build/server/cli.ts'], {
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    proc.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Serving the API') && resolve());
    proc.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { proc, startMs: performance.now() - t };
}

/** requests/s, p50 and p99 latency and errors for one URL, measured with autocannon over loopback. */
export async function loadTest(
  label: string,
  base: string,
  path: string,
  seconds = 5,
  connections = 10,
): Promise<LoadResult> {
  const r = await autocannon({ url: `${base}${path}`, connections, duration: seconds, pipelining: 1 });
  const statuses = Object.entries(r.statusCodeStats ?? {})
    .map(([code, s]) => `${code}x${(s as { count: number }).count}`)
    .join(' ');
  return {
    label,
    path,
    requestsPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    statuses,
  };
}
