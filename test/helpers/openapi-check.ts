/**
 * Every response the suite receives through the test server is checked against the built openapi.json: its path
 * template must declare the status and the content type, and a JSON body must validate against the declared
 * schema (a real JSON Schema 2020-12 validator). An undocumented /api/ path may only answer the Error shape.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Json = Record<string, any>;

export interface ContractChecker {
  /** A description of how the response breaks the contract, or null when it keeps it. */
  problem: (path: string, method: string, status: number, contentType: string | null, body: string) => string | null;
  doc: Json;
}

export function contractChecker(distDir: string): ContractChecker {
  const doc = JSON.parse(readFileSync(join(distDir, 'openapi.json'), 'utf8')) as Json;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ ...doc, $id: 'openapi.json' });
  const validators = new Map<string, ValidateFunction>();
  const validator = (ref: string) => {
    let v = validators.get(ref);
    if (!v) {
      v = ajv.getSchema(`openapi.json${ref}`);
      if (!v) throw new Error(`openapi.json: cannot resolve ${ref}`);
      validators.set(ref, v);
    }
    return v;
  };
  // Most literal characters first, so /api/export/polls wins over a template with a parameter there.
  const templates = Object.keys(doc.paths)
    .map((t) => ({
      t,
      re: new RegExp(`^${t.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}/?$`),
      weight: t.replace(/\{[^}]+\}/g, '').length,
    }))
    .sort((a, b) => b.weight - a.weight);

  // The same body under the same schema needs validating once (the fuzzer and the suites repeat many requests).
  const valid = new Set<string>();
  function validate(ref: string, body: string, where: string): string | null {
    const key = `${ref} ${createHash('sha1').update(body).digest('base64')}`;
    if (valid.has(key)) return null;
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      return `${where}: body is not JSON`;
    }
    const v = validator(ref);
    if (!v(value)) return `${where}: body does not match ${ref}: ${JSON.stringify(v.errors?.slice(0, 3))}`;
    valid.add(key);
    return null;
  }

  function problem(
    path: string,
    method: string,
    status: number,
    contentType: string | null,
    body: string,
  ): string | null {
    if (status === 304 || status === 204 || method === 'HEAD' || method === 'OPTIONS') return null;
    const where = `${method} ${path} -> ${status}`;
    if (status >= 500) return `${where}: server error ${body.slice(0, 200)}`;
    const pathname = decodeSafe(new URL(path, 'http://x').pathname);
    const type = (contentType ?? '').split(';')[0]!.trim();
    const template = templates.find((t) => t.re.test(pathname));
    if (!template) {
      if (pathname.startsWith('/api/') && status >= 400)
        return type === 'application/json'
          ? validate('#/components/schemas/Error', body, where)
          : `${where}: an API error must be JSON`;
      return null; // pages, the index and the OpenAPI document itself are not operations
    }
    const response = doc.paths[template.t].get.responses[String(status)];
    if (!response) return `${where}: ${template.t} declares no ${status} response`;
    // A response declared without content (the widget's case redirect) is an empty body.
    if (!response.content)
      return body === '' ? null : `${where}: ${template.t} declares no content for ${status}, got a body`;
    const media = response.content?.[type];
    if (!media) return `${where}: ${template.t} declares no ${type} content for ${status}`;
    if (type !== 'application/json') return null;
    const ref = media.schema?.$ref as string | undefined;
    return ref ? validate(ref, body, where) : null;
  }
  return { problem, doc };
}

function decodeSafe(p: string): string {
  try {
    return decodeURIComponent(p);
  } catch {
    return p;
  }
}
