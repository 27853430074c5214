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

function compareSchema(where: string, base: Json | undefined, cur: Json | undefined, out: string[], responseSide: boolean): void {
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
    for (const name of base.required ?? []) if (!required.has(name) && cur.properties?.[name]) out.push(`${where}.${name}: no longer always present`);
  }
  if (base.items) compareSchema(`${where}[]`, base.items, cur.items, out, responseSide);
  if (base.anyOf && cur.anyOf) (base.anyOf as Json[]).forEach((b, i) => compareSchema(`${where}|${i}`, b, (cur.anyOf as Json[])[i], out, responseSide));
}

export function findBreakingChanges(baseline: Json, current: Json): string[] {
  const out: string[] = [];
  for (const [path, item] of Object.entries((baseline.paths ?? {}) as Json)) {
    const now = current.paths?.[path];
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
      const key = (p: Json) => `${p.in}:${p.name}`;
      const curParams = new Map<string, Json>((curOp.parameters ?? []).map((p: Json) => [key(p), p]));
      for (const p of (op as Json).parameters ?? []) {
        const c = curParams.get(key(p));
        if (!c) out.push(`${path} parameter ${p.name} (${p.in}): removed`);
        else {
          if (!p.required && c.required) out.push(`${path} parameter ${p.name}: made required`);
          if (typesOf(p.schema) !== typesOf(c.schema)) out.push(`${path} parameter ${p.name}: type changed from ${typesOf(p.schema)} to ${typesOf(c.schema)}`);
          if (Array.isArray(p.schema?.enum)) for (const v of p.schema.enum) if (!(c.schema?.enum ?? []).includes(v)) out.push(`${path} parameter ${p.name}: value ${JSON.stringify(v)} no longer accepted`);
        }
      }
      const baseParams = new Set(((op as Json).parameters ?? []).map(key));
      for (const c of curOp.parameters ?? []) if (c.required && !baseParams.has(key(c))) out.push(`${path} parameter ${c.name}: new required parameter`);
      for (const [status, resp] of Object.entries(((op as Json).responses ?? {}) as Json)) {
        for (const [type, media] of Object.entries(((resp as Json).content ?? {}) as Json)) {
          const cur = curOp.responses?.[status]?.content?.[type];
          if (!cur) out.push(`${path} ${status} ${type}: response removed`);
          else if (typesOf((media as Json).schema) !== typesOf(cur.schema)) out.push(`${path} ${status} ${type}: schema changed from ${typesOf((media as Json).schema)} to ${typesOf(cur.schema)}`);
        }
      }
    }
  }
  for (const [name, schema] of Object.entries((baseline.components?.schemas ?? {}) as Json)) {
    compareSchema(`schema ${name}`, schema as Json, current.components?.schemas?.[name], out, true);
  }
  return out;
}
