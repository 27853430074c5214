/**
 * A function-served route's handler. Each generated function in netlify/functions/ imports this and its own route
 * module, never the route table, so a function bundles only its route's code and reads only its route's data.
 */
import { errorResponse, jsonResponse } from '../http/errors.ts';
import { defineHandler, type Handler } from '../http/handler.ts';
import { csvUnsupported } from '../routes/format-check.ts';
import { pathParamsOf } from '../routes/match.ts';
import { parseParams } from '../routes/param.ts';
import type { Route } from '../routes/types.ts';
import { routePlan } from './plan.ts';

/**
 * A route's function: the route's own parameters (400), its check (404), then its answer; a JSON body gets the
 * route's cache headers. The path parameters come from the request's own path (a rewrite keeps the public URL).
 */
export function routeFunction(route: Route): Handler {
  const serve = routePlan(route).function?.answer;
  if (!serve) throw new Error(`route ${route.id} is served by static files, not a function`);
  return defineHandler(async (_request, ctx) => {
    const unsupported = csvUnsupported(route, ctx.url.searchParams);
    if (unsupported) return errorResponse(unsupported);
    const values = parseParams(
      route.params,
      pathParamsOf(route, ctx.url.pathname),
      ctx.url.searchParams,
      route.notFoundWhenMalformed,
    );
    const error = route.check?.(values);
    if (error) return errorResponse(error);
    const out = await serve.respond(values, ctx);
    return out instanceof Response ? out : jsonResponse(200, out, serve.cache);
  });
}
