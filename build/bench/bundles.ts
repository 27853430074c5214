/**
 * The functions as Netlify deploys them: each bundled into one file as `npm run build` does
 * (serving/function-bundles.ts), then packaged by Netlify's own bundler (@netlify/zip-it-and-ship-it, with
 * netlify.toml's esbuild setting and each function's included data/ files), then measured (bytes of the function's
 * own file, of the data deployed with it and of the packages it loads; Netlify's runtime bootstrap, the same
 * ~1.1 MB in every function, only in the total) and started cold (a new node process that loads the bundled
 * function and answers one request).
 */
import { spawn } from 'node:child_process';
import { lstatSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { zipFunctions } from '@netlify/zip-it-and-ship-it';
import { buildFunctionBundles, FUNCTION_BUNDLES_DIR } from '../serving/function-bundles.ts';
import { functionFiles } from '../serving/functions.ts';
import { ROUTES } from '../routes/table.ts';

export interface FunctionBundle {
  name: string;
  /** The unpacked bundle: Netlify's bootstrap, netlify/functions-bundled/{name}.mjs and the included data/ files. */
  dir: string;
  /** The bundled function file (our code and everything it imports). */
  file: string;
  functionBytes: number;
  /** The data/ files deployed beside the function (netlify.toml included_files). */
  dataBytes: number;
  /** The packages the bundler copies into its node_modules (none since the build inlines them into the file). */
  modulesBytes: number;
  /** Every file of the bundle: Netlify's bootstrap, the function file, its data and its packages. */
  totalBytes: number;
}

/** zip-it-and-ship-it's per-function config, as netlify.toml gives it (the test checks netlify.toml matches). */
type FunctionConfig = { nodeBundler: 'esbuild'; includedFiles?: string[] };

function netlifyFunctionsConfig(): Record<string, FunctionConfig> {
  const config: Record<string, FunctionConfig> = { '*': { nodeBundler: 'esbuild' } };
  for (const f of functionFiles(ROUTES)) {
    if (f.dataFiles.length)
      config[f.name] = { nodeBundler: 'esbuild', includedFiles: f.dataFiles.map((d) => `data/${d}`) };
  }
  return config;
}

/** Files under a folder, not following links (a linked node_modules is not part of the bundle). */
function filesUnder(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .map((f) => join(dir, f))
    .filter((f) => lstatSync(f).isFile());
}

const bytes = (files: string[]) => files.reduce((n, f) => n + statSync(f).size, 0);

/** Every function of netlify/functions bundled as the build does, then packaged by Netlify into outDir, unpacked. */
export async function bundleFunctions(outDir: string, root = resolve('.')): Promise<FunctionBundle[]> {
  await buildFunctionBundles(root);
  const built = await zipFunctions([join(root, FUNCTION_BUNDLES_DIR)], outDir, {
    basePath: root,
    archiveFormat: 'none',
    config: netlifyFunctionsConfig(),
  });
  return built.map((b) => {
    const all = filesUnder(b.path);
    // At netlify/functions-bundled/ under the bundle's root, or at its root when nothing else is deployed with it
    // (the packager drops the common folder).
    const file = all.find((f) => basename(f) === `${b.name}.mjs`);
    if (!file) throw new Error(`${b.name}: no ${b.name}.mjs in the bundle at ${b.path}`);
    return {
      name: b.name,
      dir: b.path,
      file,
      functionBytes: statSync(file).size,
      dataBytes: bytes(all.filter((f) => relative(b.path, f).startsWith('data/'))),
      modulesBytes: bytes(all.filter((f) => relative(b.path, f).startsWith('node_modules/'))),
      totalBytes: bytes(all),
    };
  });
}

/**
 * A request each function answers: the serving plan's example of each generated function, except the export's
 * (cold for one office, year and state: the slow path once) and the hand-written rate-limited function's.
 */
export const SAMPLE_REQUESTS: Record<string, string> = {
  ...Object.fromEntries(functionFiles(ROUTES).map((f) => [f.name, f.example])),
  export: '/api/export?office=house&year=2020&state=CA&format=csv',
  'poll-history': '/api/polls/history/2020?state=GA&office=senate',
  'rate-limited': '/.netlify/functions/rate-limited?limit=30&window=60',
};

/** Markets never reach the real upstreams from a measurement: a closed local port refuses at once. */
const OFFLINE_ENV = {
  KALSHI_API_BASE: 'http://127.0.0.1:9',
  POLYMARKET_GAMMA_BASE: 'http://127.0.0.1:9',
  POLYMARKET_CLOB_BASE: 'http://127.0.0.1:9',
  MARKETS_RETRIES: '0',
};

/**
 * One cold start: a new node process (working directory outside the bundle, so data/ is found beside the function
 * as on Netlify, not through the repository) loads the bundled function and answers one request. Resolves with the
 * status and the milliseconds from spawning the process to the answer.
 */
export function coldRequest(
  bundle: FunctionBundle,
  path: string,
  cwd: string,
  env: Record<string, string> = {},
): Promise<{ status: number; ms: number }> {
  const runner = join(bundle.dir, '___cold-start.mjs');
  writeFileSync(
    runner,
    [
      `const { default: handler } = await import(${JSON.stringify(`./${relative(bundle.dir, bundle.file)}`)});`,
      `const request = new Request(${JSON.stringify(`http://localhost${path}`)});`,
      "const res = await handler(request, { next: () => new Response('') });",
      'await res.arrayBuffer();',
      'process.stdout.write(String(res.status));',
    ].join('\n'),
  );
  return new Promise((ok, fail) => {
    const t = performance.now();
    const processEnv = { ...process.env, ...OFFLINE_ENV, ...env };
    const p = spawn(process.execPath, [runner], { cwd, env: processEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    p.stdout.on('data', (d) => (out += d));
    p.stderr.on('data', (d) => (err += d));
    p.on('exit', (code) => {
      const ms = performance.now() - t;
      const why = err.trim().split('\n').slice(-3).join(' ');
      if (code !== 0 || !/^\d{3}$/.test(out)) fail(new Error(`${bundle.name}: exited ${code}: ${why}`));
      else ok({ status: Number(out), ms });
    });
  });
}
