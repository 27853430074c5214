/**
 * npm start: builds dist/ when it is missing or older than its inputs, then serves the whole API offline at
 * http://localhost:8888 (PORT to change it): static files, redirect and header rules, and the functions.
 */
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { DEFAULT_PORT, localBaseUrl } from '../config.ts';
import { createApp } from './app.ts';
import { ensureBuilt } from './freshness.ts';
import { loadFunctions } from './functions.ts';

const port = Number(process.env.PORT) || DEFAULT_PORT;
process.env.PUBLIC_BASE_URL ||= localBaseUrl(port);
ensureBuilt(resolve('.'));
const functions = await loadFunctions(resolve('netlify/functions'));
const app = createApp({ distDir: resolve('dist'), functions, rateLimits: process.env.RATE_LIMITS !== 'off' });
createServer((req, res) => {
  app(req, res).catch((error) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end('{"error":{"status":500,"code":"internal_error","message":"Something went wrong on our side."}}\n');
  });
}).listen(port, () => console.log(`Serving the API at ${localBaseUrl(port)} (functions: ${[...functions.keys()].join(', ')})`));
