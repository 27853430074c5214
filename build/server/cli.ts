/**
 * npm start: builds dist/ when it is missing or older than its inputs, then serves the whole API offline at
 * http://localhost:8888 (PORT to change it; HOST to listen on another interface than loopback): static files,
 * redirect and header rules, and the functions. A problem it can name (port in use) is one line, not a stack trace.
 */
import { resolve } from 'node:path';
import { DEFAULT_PORT, localBaseUrl } from '../config.ts';
import { ensureBuilt } from './freshness.ts';
import { DEFAULT_HOST, startLocal } from './start.ts';

const port = Number(process.env.PORT) || DEFAULT_PORT;
const host = process.env.HOST || DEFAULT_HOST;
process.env.PUBLIC_BASE_URL ||= localBaseUrl(port);
try {
  const { announced } = await startLocal({
    root: resolve('.'),
    host,
    port,
    build: ensureBuilt,
    rateLimits: process.env.RATE_LIMITS !== 'off',
  });
  console.log(announced);
} catch (error) {
  console.error(`npm start: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  process.exitCode = 1;
}
