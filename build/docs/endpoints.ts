import { rateLimitText } from '../http/rate-limits.ts';
import { isRequired, paramMeta } from '../routes/param.ts';
import type { Route } from '../routes/types.ts';

const cell = (s: string) => s.replace(/\|/g, '\\|');

/** How a route is served, in words. */
function servedBy(route: Route): string {
  if (route.serve.kind === 'static') return 'static files';
  const limit = rateLimitText(route.serve.rateLimit).replace(' per address', '');
  return route.serve.kind === 'hybrid' ? (route.serve.scope ? `static files; ${route.serve.scope}: a function, ${limit}` : `static files for the defaults; otherwise a function, ${limit}`) : `function, ${limit}`;
}

/** A parameter list: name, "=default" when it has one, "(required)" when required. */
function paramList(route: Route): string {
  return route.params
    .filter((p) => p.in === 'query')
    .map((p) => {
      const d = paramMeta(p).default;
      return `\`${p.name}${d !== undefined ? `=${String(d)}` : ''}\`${p.alias ? ` (or \`${p.alias}\`)` : ''}${isRequired(p) ? ' (required)' : ''}`;
    })
    .join(', ');
}

/** README's endpoint table, generated from the route table so it cannot drift from the service. */
export function renderEndpointTable(routes: Route[]): string {
  const rows = routes.map((r) => `| \`GET ${r.path}\` | ${paramList(r) || '-'} | ${cell(r.summary)} | ${servedBy(r)} |`);
  return ['| endpoint | query parameters (default) | what | served by |', '|---|---|---|---|', ...rows].join('\n');
}
