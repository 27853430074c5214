/**
 * Names for enum values that generated clients would otherwise collide on: openapi-python-client (and others)
 * derive a member name by dropping what is not a letter or digit, so A+, A and A- all become A and the default
 * generation fails. Such an enum gets x-enum-varnames (read by openapi-python-client 0.28.4+ and openapi-generator).
 */
type Json = Record<string, unknown>;

/** The member name a generator derives by default: letters and digits, upper case, underscores between. */
export const plainName = (value: string) =>
  value
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();

/** A name that keeps what the plain name drops: a trailing + or - (grades), / between two values. */
const spelledName = (value: string) =>
  plainName(value.replace(/\+$/, '_PLUS').replace(/-$/, '_MINUS').replace(/\//g, '_OR_')) || 'EMPTY';

/** x-enum-varnames for a string enum whose plain names collide or are empty; null when the plain names work. */
export function enumVarNames(values: readonly unknown[]): string[] | null {
  if (!values.every((v) => typeof v === 'string')) return null;
  const plain = (values as string[]).map(plainName);
  if (new Set(plain).size === plain.length && plain.every((n) => /^[A-Z]/.test(n))) return null;
  const names = (values as string[]).map(spelledName);
  if (new Set(names).size !== names.length)
    throw new Error(`enum ${JSON.stringify(values)}: no distinct member names; extend spelledName`);
  return names;
}

/** Adds x-enum-varnames wherever an enum in the document needs them (components and inline parameter schemas). */
export function nameEnums(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(nameEnums);
  if (!node || typeof node !== 'object') return;
  const o = node as Json;
  if (Array.isArray(o.enum)) {
    const names = enumVarNames(o.enum);
    if (names) o['x-enum-varnames'] = names;
  }
  for (const v of Object.values(o)) nameEnums(v);
}
