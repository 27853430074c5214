/**
 * What a parameter accepts, in words, for /docs: the values the data answer (from the route's static files) and
 * what the parameter's schema lets through as well formed. "year: 1976-2024, every 4 years (in the data); well
 * formed: integer 0-9999, multiple of 4" instead of "integer from 0".
 */
type Json = Record<string, unknown>;

const LISTED = 6;

/** The schema's own bounds: "integer 1-365", "json, csv", "string matching ^[A-Za-z]{2}$". */
function schemaBounds(schema: Json): string {
  if (Array.isArray(schema.enum)) return (schema.enum as unknown[]).map(String).join(', ');
  const { minimum: min, maximum: max } = schema as { minimum?: number; maximum?: number };
  const bounds =
    min !== undefined && max !== undefined
      ? ` ${min}-${max}`
      : min !== undefined
        ? ` from ${min}`
        : max !== undefined
          ? ` up to ${max}`
          : '';
  const multiple = schema.multipleOf ? `, multiple of ${String(schema.multipleOf)}` : '';
  const pattern = schema.pattern ? ` matching ${String(schema.pattern)}` : '';
  const length = schema.maxLength ? ` of at most ${String(schema.maxLength)} characters` : '';
  return `${String(schema.type ?? 'any')}${bounds}${multiple}${pattern}${length}`;
}

/** Whole numbers as a range with its step ("1976-2024, every 4 years"), or listed when irregular. */
function numberRange(values: number[], unit: string): string {
  const sorted = [...new Set(values)].sort((a, b) => a - b);
  if (sorted.length === 1) return String(sorted[0]);
  const steps = new Set(sorted.slice(1).map((v, i) => v - sorted[i]!));
  if (steps.size === 1) {
    const step = [...steps][0]!;
    return `${sorted[0]}-${sorted.at(-1)}${step > 1 ? `, every ${step}${unit ? ` ${unit}` : ''}` : ''}`;
  }
  return sorted.length <= LISTED * 2 ? sorted.join(', ') : `${sorted[0]}-${sorted.at(-1)} (${sorted.length} values)`;
}

/** Text values, one per spelling ignoring case (GA and ga are one value), listed or summarized. */
function textValues(values: string[]): string {
  const byKey = new Map<string, string>();
  for (const v of values) {
    const key = v.toLowerCase();
    const known = byKey.get(key);
    // The canonical spelling: upper-case state codes, lower-case formats (whichever the files list first otherwise).
    if (!known || (v === v.toUpperCase() && /^[A-Z]{2}$/.test(v))) byKey.set(key, v);
  }
  const list = [...byKey.values()].sort((a, b) => a.localeCompare(b, 'en'));
  if (list.length <= LISTED) return list.join(', ');
  return `${list.length} values: ${list.slice(0, 3).join(', ')}, … ${list.at(-1)}`;
}

/**
 * The Accepts text of one parameter: its data values when static files answer it (null otherwise, e.g. a
 * function's days or half_life, whose schema bounds are exactly what is accepted), then the schema's bounds.
 */
export function paramBounds(
  name: string,
  schema: Json,
  dataValues: string[] | undefined,
): { data: string | null; valid: string } {
  const valid = schemaBounds(schema);
  if (!dataValues?.length) return { data: null, valid };
  const numeric = dataValues.every((v) => /^-?\d+$/.test(v));
  const data = numeric ? numberRange(dataValues.map(Number), /year/.test(name) ? 'years' : '') : textValues(dataValues);
  // An enum whose every value has files says nothing more than the enum itself.
  const all =
    Array.isArray(schema.enum) &&
    (schema.enum as unknown[]).every((e) => dataValues.some((v) => v.toLowerCase() === String(e).toLowerCase()));
  return { data: all || data === valid ? null : data, valid };
}
