import { escapeHtml } from './escape.ts';

/** Inline Markdown of our own texts: `code`, and API paths (/api/...) as links. Input is escaped first. */
function inline(text: string): string {
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/(^|[\s(])(\/(?:api|docs|methodology|races|openapi\.json)(?:[\w/.-]*[\w/])?)/g, (_, pre: string, path: string) => `${pre}<a href="${path}">${path}</a>`);
}

/**
 * The small Markdown subset the OpenAPI description uses: paragraphs, "- " bullet lists (a list may follow its
 * lead-in line directly) and inline code. Everything else is text, escaped.
 */
export function renderMarkdown(text: string): string {
  const out: string[] = [];
  let para: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (para.length) out.push(`<p>${inline(para.join(' '))}</p>`);
    if (list.length) out.push(`<ul>\n${list.map((i) => `<li>${inline(i)}</li>`).join('\n')}\n</ul>`);
    para = [];
    list = [];
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) flush();
    else if (line.startsWith('- ')) {
      if (para.length) {
        out.push(`<p>${inline(para.join(' '))}</p>`);
        para = [];
      }
      list.push(line.slice(2));
    } else {
      if (list.length) flush();
      para.push(line);
    }
  }
  flush();
  return out.join('\n');
}
