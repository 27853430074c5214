/**
 * How to treat a Range header on a file of `size` bytes (RFC 9110 §14): "ok" to serve the parts, "ignore" a
 * header that is not a valid bytes range (the whole file is served with 200), "unsatisfiable" (416, no body).
 */
export function rangeStatus(header: string, size: number): 'ok' | 'ignore' | 'unsatisfiable' {
  const m = /^\s*bytes\s*=\s*(.+)$/i.exec(header);
  if (!m) return 'ignore';
  let satisfiable = false;
  for (const spec of m[1]!.split(',')) {
    const r = /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(spec);
    if (!r || (r[1] === '' && r[2] === '')) return 'ignore';
    if (r[1] !== '' && r[2] !== '' && Number(r[2]) < Number(r[1])) return 'ignore';
    if (r[1] === '' ? Number(r[2]) > 0 : Number(r[1]) < size) satisfiable = true;
  }
  return satisfiable ? 'ok' : 'unsatisfiable';
}
