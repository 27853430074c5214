/**
 * A local fake upstream on a random 127.0.0.1 port for the source fetcher and the feed fetcher. Each path answers
 * with a scripted sequence of replies (the last one repeats), including the faults the fetchers must survive:
 * a body shorter than its Content-Length, a connection destroyed mid-body, a reply that never comes.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface Reply {
  status?: number;
  body?: string | Uint8Array;
  headers?: Record<string, string>;
  /** `short`: announces the full length, sends half and ends; `destroy`: sends half then resets; `hang`: never answers. */
  fault?: 'short' | 'destroy' | 'hang';
}

export interface FakeUpstream {
  base: string;
  /** Every request path, in order. */
  requests: string[];
  set(path: string, replies: Reply | Reply[]): void;
  close(): Promise<void>;
}

function send(res: ServerResponse, reply: Reply) {
  const body = typeof reply.body === 'string' ? Buffer.from(reply.body) : Buffer.from(reply.body ?? '');
  if (reply.fault === 'hang') return;
  res.writeHead(reply.status ?? 200, { 'content-length': String(body.length), ...reply.headers });
  if (reply.fault === 'short') {
    res.end(body.subarray(0, Math.floor(body.length / 2)));
    res.socket?.destroy();
  } else if (reply.fault === 'destroy') {
    res.write(body.subarray(0, Math.floor(body.length / 2)), () => res.socket?.destroy());
  } else res.end(body);
}

export async function startFakeUpstream(): Promise<FakeUpstream> {
  const routes = new Map<string, Reply[]>();
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname + new URL(req.url ?? '/', 'http://fake').search;
    requests.push(path);
    const queue = routes.get(path);
    if (!queue) return send(res, { status: 404, body: 'not on the fake' });
    send(res, queue.length > 1 ? queue.shift()! : queue[0]!);
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    set(path, replies) {
      routes.set(path, Array.isArray(replies) ? [...replies] : [replies]);
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
