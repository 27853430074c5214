/**
 * The breaking-change guard: compares an OpenAPI document with the published baseline and lists every change that
 * could break a client written against the baseline. Additive changes (new paths, optional parameters, response
 * fields, enum values accepted in parameters) pass.
 */
type Json = Record<string, any>;

const typesOf = (s: Json | undefined): string => {
  if (!s) return '';
  if (s.$ref) return `ref:${String(s.$ref).split('/').pop()}`;
  if (s.anyOf) return (s.anyOf as Json[]).map(typesOf).sort().join('|');
  if (s.const !== undefined) return `const:${JSON.stringify(s.const)}`;
  const t = Array.isArray(s.type) ? [...s.type].sort().join('|') : String(s.type ?? (s.enum ? 'enum' : 'any'));
  return t === 'array' ? `array<${typesOf(s.items)}>` : t;
};

function compareSchema(
  where: string,
  base: Json | undefined,
  cur: Json | undefined,
  out: string[],
  responseSide: boolean,
): void {
  if (!base) return;
  if (!cur) return void out.push(`${where}: removed`);
  if (typesOf(base) !== typesOf(cur)) out.push(`${where}: type changed from ${typesOf(base)} to ${typesOf(cur)}`);
  if (Array.isArray(base.enum)) {
    const now = new Set(cur.enum ?? []);
    for (const v of base.enum) if (!now.has(v)) out.push(`${where}: enum value ${JSON.stringify(v)} removed`);
  }
  for (const [name, prop] of Object.entries((base.properties ?? {}) as Json)) {
    compareSchema(`${where}.${name}`, prop as Json, cur.properties?.[name], out, responseSide);
  }
  if (responseSide) {
    const required = new Set(cur.required ?? []);
    for (const name of base.required ?? [])
      if (!required.has(name) && cur.properties?.[name]) out.push(`${where}.${name}: no longer always present`);
  }
  if (base.items) compareSchema(`${where}[]`, base.items, cur.items, out, responseSide);
  if (base.anyOf && cur.anyOf)
    (base.anyOf as Json[]).forEach((b, i) =>
      compareSchema(`${where}|${i}`, b, (cur.anyOf as Json[])[i], out, responseSide),
    );
}

/** A path template without its parameter names: /api/states/{abbr}/history and /api/states/{state}/history are one URL shape. */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

export function findBreakingChanges(baseline: Json, current: Json): string[] {
  const out: string[] = [];
  const currentPaths = new Map(Object.entries((current.paths ?? {}) as Json).map(([p, item]) => [shape(p), item]));
  for (const [path, item] of Object.entries((baseline.paths ?? {}) as Json)) {
    const now = currentPaths.get(shape(path));
    if (!now) {
      out.push(`path ${path}: removed`);
      continue;
    }
    for (const [method, op] of Object.entries(item as Json)) {
      const curOp = now[method];
      if (!curOp) {
        out.push(`${method.toUpperCase()} ${path}: removed`);
        continue;
      }
      // Path parameters are positional (their names are not part of the URL); query parameters go by name.
      const keyed = (params: Json[]) =>
        params.map(
          (p, i) =>
            [
              p.in === 'path'
                ? `path:${params.slice(0, i).filter((q) => q.in === 'path').length}`
                : `${p.in}:${p.name}`,
              p,
            ] as [string, Json],
        );
      const key = (p: Json, params: Json[]) => keyed(params).find(([, q]) => q === p)![0];
      const curParams = new Map<string, Json>(keyed(curOp.parameters ?? []));
      for (const p of (op as Json).parameters ?? []) {
        const c = curParams.get(key(p, (op as Json).parameters));
        if (!c) out.push(`${path} parameter ${p.name} (${p.in}): removed`);
        else {
          if (!p.required && c.required) out.push(`${path} parameter ${p.name}: made required`);
          if (typesOf(p.schema) !== typesOf(c.schema))
            out.push(`${path} parameter ${p.name}: type changed from ${typesOf(p.schema)} to ${typesOf(c.schema)}`);
          // A schema without an enum accepts every value of its type.
          if (Array.isArray(p.schema?.enum) && Array.isArray(c.schema?.enum))
            for (const v of p.schema.enum)
              if (!c.schema.enum.includes(v))
                out.push(`${path} parameter ${p.name}: value ${JSON.stringify(v)} no longer accepted`);
        }
      }
      const baseParams = new Set(keyed((op as Json).parameters ?? []).map(([k]) => k));
      for (const [k, c] of keyed(curOp.parameters ?? []))
        if (c.required && !baseParams.has(k)) out.push(`${path} parameter ${c.name}: new required parameter`);
      for (const [status, resp] of Object.entries(((op as Json).responses ?? {}) as Json)) {
        for (const [type, media] of Object.entries(((resp as Json).content ?? {}) as Json)) {
          const cur = curOp.responses?.[status]?.content?.[type];
          if (!cur) out.push(`${path} ${status} ${type}: response removed`);
          else if (typesOf((media as Json).schema) !== typesOf(cur.schema))
            out.push(
              `${path} ${status} ${type}: schema changed from ${typesOf((media as Json).schema)} to ${typesOf(cur.schema)}`,
            );
        }
      }
    }
  }
  for (const [name, schema] of Object.entries((baseline.components?.schemas ?? {}) as Json)) {
    compareSchema(`schema ${name}`, schema as Json, current.components?.schemas?.[name], out, true);
  }
  return out;
}
