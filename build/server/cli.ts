/**
 * npm start: builds dist/ when it is missing or older than its inputs, then serves the whole API offline at
 * http://localhost:8888 (PORT to change it): static files, redirect and header rules, and the functions.
 */
import { resolve } from 'node:path';
import { DEFAULT_PORT, localBaseUrl } from '../config.ts';
import { createLocalServer } from './app.ts';
import { ensureBuilt } from './freshness.ts';
import { loadFunctions } from './functions.ts';

const port = Number(process.env.PORT) || DEFAULT_PORT;
process.env.PUBLIC_BASE_URL ||= localBaseUrl(port);
ensureBuilt(resolve('.'));
const functions = await loadFunctions(resolve('netlify/functions'));
createLocalServer({ distDir: resolve('dist'), functions, rateLimits: process.env.RATE_LIMITS !== 'off' }).listen(port, () =>
  console.log(`Serving the API at ${localBaseUrl(port)} (functions: ${[...functions.keys()].join(', ')})`),
);
