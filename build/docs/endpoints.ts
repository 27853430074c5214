import { isRequired, paramMeta } from '../routes/param.ts';
import type { Route } from '../routes/types.ts';
import { pagePlan, routePlan } from '../serving/plan.ts';
import { PAGE_FAMILIES } from '../serving/pages.ts';

const cell = (s: string) => s.replace(/\|/g, '\\|');

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
  const rows = routes.map(
    (r) => `| \`GET ${r.path}\` | ${paramList(r) || '-'} | ${cell(r.summary)} | ${routePlan(r).servedBy} |`,
  );
  return ['| endpoint | query parameters (default) | what | served by |', '|---|---|---|---|', ...rows].join('\n');
}

/** README's table of everything else the site serves (the page families of the serving plan), after the endpoints. */
export function renderPageTable(families = PAGE_FAMILIES): string {
  const rows = families.map(pagePlan).map((p) => `| \`${p.path}\` | ${cell(p.servedBy)} |`);
  return ['| page or file | served by |', '|---|---|', ...rows].join('\n');
}
