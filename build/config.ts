/**
 * Configuration read from the environment, in one place. The public base URL comes from Netlify's URL at build
 * time, or BASE_URL, else the local server's address; it is never hard-coded in outputs.
 */
export const DEFAULT_PORT = 8888;

export function localBaseUrl(port = Number(process.env.PORT) || DEFAULT_PORT): string {
  return `http://localhost:${port}`;
}

export function baseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.BASE_URL || env.URL || localBaseUrl()).replace(/\/+$/, '');
}

/** Who operates the service, for license and attribution text (configurable for forks and mirrors). */
export function operator(env: NodeJS.ProcessEnv = process.env): { name: string; domain: string } {
  const domain = new URL(baseUrl(env)).host;
  return { name: env.OPERATOR_NAME || 'U.S. Election Data API', domain };
}
