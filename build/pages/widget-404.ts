import { operator } from '../config.ts';
import { defineHandler } from '../http/handler.ts';
import { COMMON_HEADERS, CONTENT_TYPES, contentSecurityPolicy, ERROR_CACHE_CONTROL } from '../http/headers.ts';
import { escapeHtml } from './escape.ts';
import { WIDGET_SCRIPT, WIDGET_SCRIPT_HASH } from './widget-script.ts';

/** The race id a widget URL asks for: the path's last segment, decoded (an undecodable one as it is), at most 80 characters. */
export function askedRaceId(pathname: string): string {
  const segment = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  let id: string;
  try {
    id = decodeURIComponent(segment);
  } catch {
    id = segment;
  }
  return id.length > 80 ? `${id.slice(0, 80)}…` : id;
}

/**
 * The widget-style page for an unknown race id, written for the readers of the page that frames it: it repeats
 * the id asked for (escaped) and links to the list of races. Small, themed like the widget, frameable by any site.
 */
export function widgetNotFoundHtml(siteName: string, askedId: string): string {
  const asked = askedId ? `“${escapeHtml(askedId)}”` : 'this race';
  return `<!doctype html>
<html lang="en" data-theme="light">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Race not found</title>
<script>${WIDGET_SCRIPT}</script>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/assets/site.css">
</head>
<body class="widget">
<main>
<h1>Race not found</h1>
<p class="small">We have no polling average for ${asked}. The race may have another name in our list, or this link may have a typo.</p>
<p class="small"><a href="/races" target="_top">See all 2026 races</a></p>
</main>
<footer>
${escapeHtml(siteName)}
</footer>
</body>
</html>
`;
}

/** The 404 response for /embed/race/{unknown id}: the same headers as the widget, never framing-restricted. */
function widgetNotFoundResponse(siteName: string, askedId: string): Response {
  return new Response(widgetNotFoundHtml(siteName, askedId), {
    status: 404,
    headers: {
      ...COMMON_HEADERS,
      'Content-Type': CONTENT_TYPES.html,
      'Content-Security-Policy': contentSecurityPolicy('*', [WIDGET_SCRIPT_HASH]),
      'Cache-Control': ERROR_CACHE_CONTROL,
    },
  });
}

/**
 * The function behind /embed/race/{unknown id} (a rule sends every widget URL without a file there). A function
 * rather than a 404 redirect rule, so that Netlify and npm start answer alike.
 */
export const widgetNotFoundHandler = defineHandler((_request, { url }) => {
  const asked = askedRaceId(url.pathname);
  return caseRedirect(asked, url.search) ?? widgetNotFoundResponse(operator().name, asked);
});

/**
 * The form of a race id (RACE_ID_PATTERN of schemas/polls.ts, which a test keeps equal): a copy, so that this
 * function's bundle carries no schema library.
 */
export const RACE_ID_FORM = /^[a-z]{2}-[a-z-]+-\d{4}$/;

/**
 * An id in any mix of capitals that would be a race id in lower case (Ga-Sen-2026) gets a 301 to it, as the
 * generated rules do for GA-SEN-2026 and GA-sen-2026 (a wrong id then gets the 404 there, repeating it). No body,
 * like the rules' redirects.
 */
function caseRedirect(asked: string, search: string): Response | null {
  const lower = asked.toLowerCase();
  if (lower === asked || !RACE_ID_FORM.test(lower)) return null;
  return new Response(null, {
    status: 301,
    headers: { ...COMMON_HEADERS, Location: `/embed/race/${lower}${search}`, 'Cache-Control': 'public, max-age=3600' },
  });
}
