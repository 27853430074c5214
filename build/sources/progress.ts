/** Progress lines for the source stages: files and bytes, fixed width so a log reads as a table. */

export function formatBytes(n: number): string {
  if (n < 1e3) return `${n} B`;
  if (n < 1e6) return `${(n / 1e3).toFixed(1)} kB`;
  return `${(n / 1e6).toFixed(1)} MB`;
}

export function progressLine(file: number, files: number, bytes: number, totalBytes: number, status: string, path: string): string {
  const width = String(files).length;
  const count = `[${String(file).padStart(width)}/${files}]`;
  const size = `${formatBytes(bytes)} / ${formatBytes(totalBytes)}`.padEnd(20);
  return `${count} ${size} ${status.padEnd(18)} ${path}`;
}
