import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { posix, resolve, sep } from 'node:path';
import serveHandler from 'serve-handler';
import { ApiError, errorResponse, rateLimitedResponse } from '../http/errors.ts';
import { noneMatch, ifRangeHolds, notModifiedHeaders } from '../http/conditional.ts';
import { COMMON_HEADERS, PREFLIGHT_HEADERS, SERVER_ERROR_CACHE_CONTROL } from '../http/headers.ts';
import type { LoadedFunction } from './functions.ts';
import { HeaderTable } from './header-rules.ts';
import { rangeStatus } from './range.ts';
import { hostLines, requestUrl } from './request-url.ts';
import { StaticEtags } from './static-etag.ts';
import { RateLimiter } from './rate-limit.ts';
import { RedirectTable } from './redirect-rules.ts';
import { parseRedirects } from '../serving/netlify-files.ts';
import { functionPath } from '../serving/types.ts';

/** The longest Location a redirect answers with (see the redirect branch). */
const MAX_LOCATION = 8192;

export interface AppOptions {
  distDir: string;
  functions: Map<string, LoadedFunction>;
  /** Apply the functions' rate limits (on by default; the load benchmark turns them off). */
  rateLimits?: boolean;
  now?: () => number;
}

/** Rules that point at a function (the plan's functionPath). */
const FUNCTION_PREFIX = functionPath('');

function decode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Files in dist/ that Netlify reads as configuration and never publishes. */
const UNPUBLISHED = new Set(['/_redirects', '/_headers']);

/** Writes a web Response to a Node response. */
async function send(res: ServerResponse, response: Response, head: boolean): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((v, k) => (headers[k] = v));
  res.writeHead(response.status, headers);
  res.end(head ? undefined : Buffer.from(await response.arrayBuffer()));
}

/**
 * The local server: the same dist/ files, _redirects and _headers rules and functions that Netlify serves, on one
 * machine and offline. Static files go through serve-handler with the _headers rules; functions run in-process
 * through their exported Request -> Response handlers, behind the same rate limits as their config declares.
 */
export type App = ((req: IncomingMessage, res: ServerResponse) => Promise<void>) & { headerCacheSize: () => number };

export function createApp(options: AppOptions): App {
  const distDir = resolve(options.distDir);
  const rules = new RedirectTable(parseRedirects(readFileSync(resolve(distDir, '_redirects'), 'utf8')));
  const headers = new HeaderTable(readFileSync(resolve(distDir, '_headers'), 'utf8'));
  const limiter = new RateLimiter(options.now);
  const etags = new StaticEtags();
  const serveConfig = {
    public: options.distDir,
    cleanUrls: false,
    directoryListing: false,
    etag: true,
    symlinks: false,
  };
  /** A published file's size, or null: inside dist/ (compared with a separator, so dist.old-1/ is outside), not a rule file. */
  const fileSize = (p: string): number | null => {
    if (UNPUBLISHED.has(p.toLowerCase())) return null;
    const full = resolve(distDir, `.${p}`);
    if (!full.startsWith(distDir + sep) || !existsSync(full)) return null;
    const stat = statSync(full);
    return stat.isFile() ? stat.size : null;
  };
  /**
   * Netlify's static lookup: the path as given, then with .html, then its index.html. Candidates are normalized
   * first ("/x/../a" is "/a"), so every spelling of a file is the same file and the same cache entry.
   */
  const findStatic = (path: string) => {
    const p = posix.normalize(path).replace(/\/+$/, '') || '/';
    return (
      [p, `${p}.html`, `${p === '/' ? '' : p}/index.html`].find((c) => c !== '/.html' && fileSize(c) !== null) ?? null
    );
  };

  async function serveStatic(req: IncomingMessage, res: ServerResponse, filePath: string, status = 200): Promise<void> {
    const config = { ...serveConfig, headers: headers.configFor(filePath) };
    if (status !== 200) {
      // An error page is never partial content nor "not modified": its status is the answer.
      delete req.headers.range;
      delete req.headers['if-none-match'];
      delete req.headers['if-modified-since'];
    } else {
      // Conditionals as RFC 9110 has them (serve-handler compares one exact tag and sends a bare 304).
      const etag = etags.of(resolve(distDir, `.${filePath}`));
      if (noneMatch(req.headers['if-none-match'], etag)) {
        const ruleHeaders = Object.fromEntries(
          headers.configFor(filePath).flatMap((c) => c.headers.map((h) => [h.key, h.value])),
        );
        res.writeHead(304, notModifiedHeaders({ ...COMMON_HEADERS, ...ruleHeaders, ETag: etag }));
        return void res.end();
      }
      delete req.headers['if-none-match'];
      // A resumed download asks for the rest only if the file is still the one it has; otherwise it gets all of it.
      if (req.headers.range && !ifRangeHolds(req.headers['if-range'] as string | undefined, etag))
        delete req.headers.range;
    }
    if (status === 200 && req.headers.range) {
      const size = fileSize(filePath) ?? 0;
      const range = rangeStatus(req.headers.range, size);
      if (range === 'ignore') delete req.headers.range;
      if (range === 'unsatisfiable') {
        res.writeHead(416, { ...COMMON_HEADERS, 'Content-Range': `bytes */${size}`, 'Content-Length': '0' });
        return void res.end();
      }
    }
    req.url = encodeURI(filePath);
    res.statusCode = status;
    await serveHandler(req, res, config);
  }

  async function callFunction(req: IncomingMessage, res: ServerResponse, fn: LoadedFunction, url: URL): Promise<void> {
    const ip = req.socket.remoteAddress ?? 'unknown';
    if (fn.rateLimit && options.rateLimits !== false) {
      const wait = limiter.take(`${fn.name}|${ip}`, fn.rateLimit);
      if (wait !== null)
        return send(
          res,
          rateLimitedResponse(wait, fn.rateLimit.windowLimit, fn.rateLimit.windowSize),
          req.method === 'HEAD',
        );
    }
    const headersIn = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headersIn.set(k, v);
    const request = new Request(url, { method: req.method, headers: headersIn });
    let response: Response;
    try {
      response = await fn.handler(request, { ip, params: {} });
    } catch {
      response = errorResponse(new ApiError(500, 'internal_error', 'Something went wrong on our side.'));
    }
    return send(res, response, false);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Node keeps the first of several Host lines; RFC 9112 3.2 says such a request is a 400.
    if (hostLines(req.rawHeaders) > 1)
      return send(
        res,
        errorResponse(new ApiError(400, 'bad_host', 'the request has more than one Host header')),
        req.method === 'HEAD',
      );
    const url = requestUrl(req.url, req.headers.host);
    if (url instanceof ApiError) return send(res, errorResponse(url), req.method === 'HEAD');
    const head = req.method === 'HEAD';
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...COMMON_HEADERS, ...PREFLIGHT_HEADERS });
      return void res.end();
    }
    if (req.method !== 'GET' && !head) {
      return send(
        res,
        errorResponse(
          new ApiError(
            405,
            'method_not_allowed',
            `${req.method} is not supported; this API is read-only (GET, HEAD, OPTIONS)`,
            { Allow: 'GET, HEAD, OPTIONS' },
          ),
        ),
        false,
      );
    }
    const path = decode(url.pathname);
    // Netlify's order: the first matching rule applies if it is forced; otherwise a file at the path wins over it.
    const rule = rules.match(path, url.searchParams);
    const file = rule?.force ? null : findStatic(path);
    if (file) return serveStatic(req, res, file);
    if (rule) {
      if (rule.to.startsWith(FUNCTION_PREFIX)) {
        const fn = options.functions.get(rule.to.slice(FUNCTION_PREFIX.length));
        if (fn) return callFunction(req, res, fn, url);
      } else if (rule.status === 301) {
        // As Netlify answers a redirect rule: an absolute URL on the request's origin, the request's query kept. A
        // Location past 8 KB breaks common clients (undici reads 16 KB of headers): such a query is not carried (the
        // redirected pages take only short parameters, theme and size).
        const kept = new URL(`${rule.to}${url.search}`, url).href;
        const location = kept.length > MAX_LOCATION ? new URL(rule.to, url).href : kept;
        res.writeHead(rule.status, { ...COMMON_HEADERS, Location: location });
        return void res.end();
      } else if (fileSize(rule.to) !== null) {
        return serveStatic(req, res, rule.to, rule.status);
      }
    }
    return serveStatic(req, res, '/404.html', 404);
  }
  return Object.assign(handle, { headerCacheSize: () => headers.size });
}

/**
 * The local HTTP server around the app. Headers up to 128 KiB are accepted so that a long URL (a 10 KB query value)
 * reaches the API and gets its JSON 400/404, instead of Node's bare 431.
 */
export function createLocalServer(options: AppOptions): Server & { app: App } {
  const app = createApp(options);
  const server = createServer({ maxHeaderSize: 128 * 1024 }, (req, res) => {
    app(req, res).catch((error: Error) => {
      console.error(`error serving ${JSON.stringify(req.url?.slice(0, 200))}: ${error.message}`);
      if (!res.headersSent)
        res.writeHead(500, {
          ...COMMON_HEADERS,
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': SERVER_ERROR_CACHE_CONTROL,
        });
      res.end('{"error":{"status":500,"code":"internal_error","message":"Something went wrong on our side."}}\n');
    });
  });
  return Object.assign(server, { app });
}
