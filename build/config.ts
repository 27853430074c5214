/**
 * Configuration read from the environment, in one place. The public base URL comes from Netlify's URL at build
 * time, or PUBLIC_BASE_URL (BASE_URL is taken by build tools such as Vite), else the local server's address; it is never hard-coded in outputs.
 */
export const DEFAULT_PORT = 8888;

export function localBaseUrl(port = Number(process.env.PORT) || DEFAULT_PORT): string {
  return `http://localhost:${port}`;
}

export function baseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.PUBLIC_BASE_URL || env.URL || localBaseUrl()).replace(/\/+$/, '');
}

/** Who operates the service, for license and attribution text (configurable for forks and mirrors). */
export function operator(env: NodeJS.ProcessEnv = process.env): { name: string; domain: string } {
  const domain = new URL(baseUrl(env)).host;
  return { name: env.OPERATOR_NAME || 'U.S. Election Data API', domain };
}

/** The license statement of exports: CC BY 4.0 for the compilation, sources keep theirs. */
export function licenseText(env: NodeJS.ProcessEnv = process.env): string {
  const op = operator(env);
  return `CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/): attribute "${op.name} (${op.domain})". Underlying sources keep their own licenses and terms; see /api/sources. Poll numbers are the pollsters' published figures.`;
}
