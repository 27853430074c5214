import { createHash } from 'node:crypto';
import { buildOpenApiDocument } from '../openapi/document.ts';
import type { Route, StaticInstance } from '../routes/types.ts';
import type { Dataset } from './dataset.ts';
import { formatHeaders, formatRedirects, headerRules, redirectRules } from './netlify-rules.ts';
import { renderNotFoundPage } from './pages.ts';

export interface OutputFile {
  path: string;
  content: string;
}

export interface RenderOptions {
  baseUrl: string;
}

/** Renders one file, naming the file and the field when its body does not match its schema. */
function validated(instance: StaticInstance): OutputFile {
  let content: string;
  try {
    content = instance.render();
  } catch (error) {
    const issues = (error as { issues?: { path: PropertyKey[]; message: string }[] }).issues;
    const detail = issues?.length ? `field ${issues[0]!.path.map(String).join('.') || '(root)'}: ${issues[0]!.message}` : (error as Error).message;
    throw new Error(`dist/${instance.file}: ${detail}`);
  }
  return { path: instance.file, content };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Compute, render and validate stages: every static response of the route table, the Netlify rules, the OpenAPI
 * document and the endpoint index with its manifest. Pure: returns the files, writes nothing.
 */
export function renderSite(routes: Route[], data: Dataset, options: RenderOptions): OutputFile[] {
  const instances = new Map<Route, StaticInstance[]>();
  for (const route of routes) if (route.serve.kind === 'static') instances.set(route, route.serve.instances(data));
  const files: OutputFile[] = [];
  for (const list of instances.values()) for (const instance of list) files.push(validated(instance));

  const written = new Set(files.map((f) => `/${f.path}`));
  const rules = redirectRules(routes, instances);
  for (const rule of rules) {
    if (!rule.to.startsWith('/.netlify/') && !written.has(rule.to) && rule.to !== '/api/index.json') {
      throw new Error(`dist/_redirects: rule ${rule.from} -> ${rule.to} points at a file the build did not write`);
    }
  }
  const downloads = [...instances.values()].flat().filter((i) => i.download).map((i) => ({ file: i.file, filename: i.download! }));
  files.push({ path: '_redirects', content: formatRedirects(rules) });
  files.push({ path: '_headers', content: formatHeaders(headerRules(downloads)) });
  files.push({ path: 'openapi.json', content: `${JSON.stringify(buildOpenApiDocument(routes, options.baseUrl), null, 2)}\n` });
  files.push({ path: '404.html', content: renderNotFoundPage() });

  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const manifest = Object.fromEntries(files.map((f) => [f.path, { sha256: sha256(f.content), size: Buffer.byteLength(f.content) }]));
  const index = {
    service: 'U.S. Election Data API',
    version: 'v1',
    base_url: options.baseUrl,
    openapi: `${options.baseUrl}/openapi.json`,
    endpoints: routes.map((r) => ({
      id: r.id,
      path: r.path,
      url_template: `${options.baseUrl}${r.path}`,
      summary: r.summary,
      served_by: r.serve.kind === 'static' ? 'static files' : `function ${r.serve.name}`,
      files: (instances.get(r) ?? []).map((i) => `/${i.file}`),
    })),
    manifest: { files: manifest, count: files.length, bytes: files.reduce((s, f) => s + Buffer.byteLength(f.content), 0) },
  };
  files.push({ path: 'api/index.json', content: `${JSON.stringify(index)}\n` });
  return files;
}
