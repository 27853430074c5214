import { operator } from '../config.ts';
import { defineHandler } from '../http/handler.ts';
import { COMMON_HEADERS, CONTENT_TYPES, contentSecurityPolicy, ERROR_CACHE_CONTROL } from '../http/headers.ts';
import { escapeHtml } from './escape.ts';
import { WIDGET_SCRIPT, WIDGET_SCRIPT_HASH } from './widget-script.ts';

/** The widget-style page for an unknown race id: small, themed like the widget, and frameable by any site. */
export function widgetNotFoundHtml(siteName: string): string {
  return `<!doctype html>
<html lang="en">
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
<p class="small">There is no 2026 race with this id. Race ids look like ga-sen-2026, az-gov-2026 or us-generic-ballot-2026.</p>
</main>
<footer>
<a href="/races" target="_top">All 2026 races</a> · ${escapeHtml(siteName)}
</footer>
</body>
</html>
`;
}

/** The 404 response for /embed/race/{unknown id}: the same headers as the widget, never framing-restricted. */
export function widgetNotFoundResponse(siteName: string): Response {
  return new Response(widgetNotFoundHtml(siteName), {
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
export const widgetNotFoundHandler = defineHandler(() => widgetNotFoundResponse(operator().name));
