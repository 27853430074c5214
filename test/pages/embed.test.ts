/**
 * The embeds of issue 22 without a browser: the snippet variants the race page builds (script+iframe, iframe only,
 * AMP; width, position, theme, size), the builder script that runs the same snippet function inline, the widget's
 * script (theme and size from the query, both height messages), the case redirects and the unknown-race widget.
 */
import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  COMPACT_HEIGHT,
  DEFAULT_CHOICES,
  EMBED_BUILDER_HASH,
  EMBED_BUILDER_SCRIPT,
  embedSnippet,
  SNIPPET_SOURCE,
  type SnippetOptions,
} from '../../build/pages/embed-snippet.ts';
import { askedRaceId, RACE_ID_FORM, widgetNotFoundHandler, widgetNotFoundHtml } from '../../build/pages/widget-404.ts';
import { RACE_ID_PATTERN } from '../../build/schemas/polls.ts';
import { hostScript, WIDGET_SCRIPT } from '../../build/pages/widget-script.ts';
import { raceCaseRedirects } from '../../build/serving/pages.ts';

const RACE = {
  src: 'https://elections.example/embed/race/ga-sen-2026',
  title: 'Georgia Senate 2026',
  height: 353,
  host: hostScript('https://elections.example'),
};
const snippet = (choices: Partial<SnippetOptions> = {}) => embedSnippet({ ...RACE, ...DEFAULT_CHOICES, ...choices });
/** The snippet without the AMP head comment, whose text names AMP's script. */
const markup = (s: string) => s.replace(/<!--[\s\S]*?-->\n?/, '');

describe('embed snippets', () => {
  it('default: a fluid light iframe of the standard height, then the host lines that apply the posted height', () => {
    const [iframe, host] = snippet().split('\n');
    expect(iframe).toBe(
      '<iframe src="https://elections.example/embed/race/ga-sen-2026" title="Georgia Senate 2026: polling average" width="100%" height="353" style="display:block;border:0" loading="lazy"></iframe>',
    );
    expect(host).toBe(RACE.host);
    expect(host).toContain('e.origin!=="https://elections.example"');
  });

  it('width is capped only when chosen, centred on request; no 480 px stop', () => {
    expect(snippet()).not.toContain('max-width');
    expect(snippet({ width: '640' })).toContain('style="display:block;max-width:640px;border:0"');
    expect(snippet({ width: '480', align: 'center' })).toContain(
      'style="display:block;max-width:480px;margin:0 auto;border:0"',
    );
  });

  it('theme: light adds nothing (the default), dark and auto ask for it; compact asks for its size and is 250 px tall', () => {
    expect(snippet({ theme: 'light' })).toContain('src="https://elections.example/embed/race/ga-sen-2026"');
    expect(snippet({ theme: 'dark' })).toContain('/ga-sen-2026?theme=dark"');
    expect(snippet({ theme: 'auto' })).toContain('/ga-sen-2026?theme=auto"');
    const compact = snippet({ size: 'compact', theme: 'dark' });
    expect(compact).toContain('/ga-sen-2026?theme=dark&amp;size=compact"');
    expect(compact).toContain(`height="${COMPACT_HEIGHT}"`);
    expect(COMPACT_HEIGHT).toBe(250);
  });

  it('iframe only: the same iframe and no script at all (for hosts whose CSP allows none)', () => {
    const s = snippet({ variant: 'iframe', width: '640' });
    expect(s).toBe(snippet({ width: '640' }).split('\n')[0]);
    expect(s).not.toMatch(/<script/i);
  });

  it('AMP: an amp-iframe AMP can resize (fixed-height, resizable, an overflow element), and the head line it needs', () => {
    const s = snippet({ variant: 'amp', width: '480', size: 'compact' });
    expect(s.split('\n')[0]).toBe(
      '<!-- In the AMP page\'s head: <script async custom-element="amp-iframe" src="https://cdn.ampproject.org/v0/amp-iframe-0.1.js"></script> -->',
    );
    const body = markup(s);
    expect(body).toMatch(
      /^<div style="max-width:480px;"><amp-iframe src="https:\/\/elections\.example\/embed\/race\/ga-sen-2026\?size=compact" /,
    );
    expect(body).toContain('height="250" layout="fixed-height"');
    expect(body).toContain(
      'sandbox="allow-scripts allow-same-origin allow-popups allow-top-navigation-by-user-activation"',
    );
    expect(body).toMatch(
      / resizable><div overflow tabindex="0" role="button"[^>]*>Show more<\/div><\/amp-iframe><\/div>$/,
    );
    expect(body).not.toMatch(/<script|<iframe/);
    expect(markup(snippet({ variant: 'amp' }))).toMatch(/^<amp-iframe /);
  });

  it('escapes the title in every variant', () => {
    for (const variant of ['script', 'iframe', 'amp'] as const) {
      const s = embedSnippet({ ...RACE, ...DEFAULT_CHOICES, variant, title: 'A "quoted" <b>race</b> & co' });
      expect(s).toContain('title="A &quot;quoted&quot; &lt;b&gt;race&lt;/b&gt; &amp; co: polling average"');
    }
  });

  it('the builder runs the same function inline, allowed by its hash, without text that would end or hide its script', () => {
    expect(EMBED_BUILDER_SCRIPT).toContain(`var S=${SNIPPET_SOURCE};`);
    expect(EMBED_BUILDER_SCRIPT).not.toMatch(/<!--|<script|<\/script/i);
    expect(EMBED_BUILDER_HASH).toBe(`'sha256-${createHash('sha256').update(EMBED_BUILDER_SCRIPT).digest('base64')}'`);
  });
});

/** Runs the widget's script in a bare context: the query, whether it is framed, and what it sets and posts. */
function runWidgetScript(search: string, framed = true) {
  const attributes: Record<string, string> = {};
  const posted: unknown[] = [];
  const listeners: Record<string, () => void> = {};
  const window: Record<string, unknown> = {};
  const parent = framed ? { postMessage: (m: unknown, origin: string) => posted.push({ m, origin }) } : window;
  Object.assign(window, {
    document: {
      documentElement: {
        setAttribute: (k: string, v: string) => (attributes[k] = v),
        getBoundingClientRect: () => ({ height: 231.4 }),
      },
    },
    location: { search },
    parent,
    addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
  });
  window.window = window;
  runInNewContext(WIDGET_SCRIPT, window);
  listeners.load?.();
  return { attributes, posted };
}

describe('widget script', () => {
  it('applies ?theme=dark|auto and ?size=compact; light and any other value leave the page light and standard', () => {
    expect(runWidgetScript('?theme=dark&size=compact').attributes).toEqual({
      'data-theme': 'dark',
      'data-size': 'compact',
    });
    expect(runWidgetScript('?size=compact&theme=auto').attributes).toEqual({
      'data-theme': 'auto',
      'data-size': 'compact',
    });
    expect(runWidgetScript('?theme=light').attributes).toEqual({});
    expect(runWidgetScript('?theme=darkish&size=huge').attributes).toEqual({});
  });

  it("posts its height twice when framed: our message and AMP's embed-size; nothing when not framed", () => {
    expect(runWidgetScript('').posted).toEqual([
      { m: { type: 'election-data-widget:height', height: 232 }, origin: '*' },
      { m: { sentinel: 'amp', type: 'embed-size', height: 232 }, origin: '*' },
    ]);
    expect(runWidgetScript('', false).posted).toEqual([]);
  });
});

describe('race ids in capitals', () => {
  it('redirect (301) to the canonical id, widget and race page, never the canonical path itself', () => {
    const rules = raceCaseRedirects(['ga-sen-2026', 'us-generic-ballot-2026']);
    expect(rules.map((r) => `${r.from} ${r.to} ${r.status}`)).toEqual([
      '/embed/race/GA-SEN-2026 /embed/race/ga-sen-2026 301',
      '/embed/race/GA-sen-2026 /embed/race/ga-sen-2026 301',
      '/embed/race/US-GENERIC-BALLOT-2026 /embed/race/us-generic-ballot-2026 301',
      '/embed/race/US-generic-ballot-2026 /embed/race/us-generic-ballot-2026 301',
      '/races/GA-SEN-2026 /races/ga-sen-2026 301',
      '/races/GA-sen-2026 /races/ga-sen-2026 301',
      '/races/US-GENERIC-BALLOT-2026 /races/us-generic-ballot-2026 301',
      '/races/US-generic-ballot-2026 /races/us-generic-ballot-2026 301',
    ]);
    expect(rules.every((r) => r.from !== r.to && Object.keys(r.query).length === 0)).toBe(true);
  });
});

describe('unknown-race widget', () => {
  it('speaks to readers, repeats the id asked for, escaped, and links to the races', () => {
    const html = widgetNotFoundHtml('Site', 'zz-sen-2026');
    expect(html).toContain('<h1>Race not found</h1>');
    expect(html).toContain('We have no polling average for “zz-sen-2026”.');
    expect(html).toContain('<a href="/races" target="_top">See all 2026 races</a>');
    expect(html).not.toMatch(/race ids look like|us-generic-ballot-2026|developer|API/i);
    expect(html).toContain('<html lang="en" data-theme="light">');
    expect(widgetNotFoundHtml('Site', '<img src=x onerror=alert(1)>')).toContain(
      '“&lt;img src=x onerror=alert(1)&gt;”',
    );
  });

  it('reads the id from the URL: decoded, trailing slash ignored, long ids cut, undecodable ones as they are', () => {
    expect(askedRaceId('/embed/race/zz-sen-2026')).toBe('zz-sen-2026');
    expect(askedRaceId('/embed/race/Georgia%20Senate/')).toBe('Georgia Senate');
    expect(askedRaceId('/embed/race/%E0%A4%A')).toBe('%E0%A4%A');
    expect(askedRaceId(`/embed/race/${'x'.repeat(200)}`)).toBe(`${'x'.repeat(80)}…`);
  });

  it('knows a race id by the same form as the schemas', () => {
    expect(RACE_ID_FORM.source).toBe(RACE_ID_PATTERN.source);
  });

  it('the function redirects any mix of capitals of a well-formed id to lower case, keeping the query; others get the 404', async () => {
    const res = await widgetNotFoundHandler(new Request('http://localhost:8888/embed/race/Ga-Sen-2026?theme=dark'));
    expect([res.status, res.headers.get('location'), await res.text()]).toEqual([
      301,
      '/embed/race/ga-sen-2026?theme=dark',
      '',
    ]);
    expect((await widgetNotFoundHandler(new Request('http://localhost:8888/embed/race/zz-sen-2026'))).status).toBe(404);
    expect((await widgetNotFoundHandler(new Request('http://localhost:8888/embed/race/Georgia'))).status).toBe(404);
  });

  it('the function answers 404 with the id from the request, frameable by any site', async () => {
    const res = await widgetNotFoundHandler(new Request('http://localhost:8888/embed/race/%3Cb%3Eoops?theme=dark'));
    expect(res.status).toBe(404);
    expect(res.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(await res.text()).toContain('“&lt;b&gt;oops”');
  });
});
