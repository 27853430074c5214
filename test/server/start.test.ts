/**
 * npm start's command line: a port already in use is one clear line, reported before any build; the server
 * listens on the loopback interface it announces, not on every interface.
 */
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { networkInterfaces } from 'node:os';
import { describe, expect, inject, it } from 'vitest';
import { DEFAULT_HOST, startLocal } from '../../build/server/start.ts';

function run(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string; kill: () => void }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'build/server/cli.ts'], {
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    const done = (code: number | null) => resolve({ code, stdout, stderr, kill: () => child.kill() });
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('exit', (code) => done(code));
  });
}

const listen = (server: Server, port: number, host: string) =>
  new Promise<void>((r) => server.listen(port, host, () => r()));

describe('npm start', () => {
  it('says in one line that the port is in use, before building anything', async () => {
    const busy = createServer();
    await listen(busy, 0, '127.0.0.1');
    const port = (busy.address() as { port: number }).port;
    try {
      const r = await run({ PORT: String(port), HOST: '127.0.0.1' });
      expect(r.code).toBe(1);
      expect(r.stderr.trim().split('\n')).toEqual([expect.stringMatching(new RegExp(`port ${port} .*already in use`))]);
      expect(r.stdout).not.toMatch(/building|rebuilding/);
    } finally {
      busy.close();
    }
  });

  it('listens on loopback only, as announced', async () => {
    const probe = createServer();
    await listen(probe, 0, '127.0.0.1');
    const port = (probe.address() as { port: number }).port;
    await new Promise((r) => probe.close(r));
    const builds: string[] = [];
    const { server, announced } = await startLocal({
      root: process.cwd(),
      host: DEFAULT_HOST,
      port,
      build: (root) => builds.push(root),
      distDir: inject('distDir'),
    });
    try {
      expect(builds).toHaveLength(1);
      expect(announced).toContain(`Serving the API at http://localhost:${port}`);
      expect(server.address()).toMatchObject({ address: '127.0.0.1', port });
      expect((await fetch(`http://127.0.0.1:${port}/api`)).status).toBe(200);
      // Another interface of this machine must refuse the connection (the machine has one in CI and here).
      const external = Object.values(networkInterfaces())
        .flat()
        .find((i) => i && !i.internal && i.family === 'IPv4');
      expect(external, 'a non-loopback IPv4 interface to test against').toBeDefined();
      await expect(fetch(`http://${external!.address}:${port}/api`)).rejects.toThrow();
    } finally {
      server.close();
    }
  });
});
