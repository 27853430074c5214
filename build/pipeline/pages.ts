/** Minimal HTML pages the API needs before the site's templates exist. */
export function renderNotFoundPage(): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Not found</title></head>
<body><h1>Not found</h1><p>There is no page at this address. The API lives under <a href="/api">/api</a>; its reference is <a href="/openapi.json">/openapi.json</a>.</p></body>
</html>
`;
}
