import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';

/** The widget's compact size fits a 300x250 slot: its frame is this tall, whatever the race. */
export const COMPACT_HEIGHT = 250;

/** The snippet builder's choices, in the order the race page offers them; the first of each is the default. */
export const SNIPPET_CHOICES = {
  variant: [
    ['script', 'iframe + script (height fits exactly)'],
    ['iframe', 'iframe only (CSP-strict hosts: no script)'],
    ['amp', 'AMP (amp-iframe)'],
  ],
  width: [
    ['', 'fill the column'],
    ['640', 'at most 640 px'],
    ['480', 'at most 480 px'],
    ['300', 'at most 300 px'],
  ],
  align: [
    ['left', 'left'],
    ['center', 'centred'],
  ],
  theme: [
    ['light', 'light'],
    ['dark', 'dark'],
    ['auto', "auto (the reader's setting)"],
  ],
  size: [
    ['standard', 'standard'],
    ['compact', 'compact (fits 300x250)'],
  ],
} as const;

type Choice<K extends keyof typeof SNIPPET_CHOICES> = (typeof SNIPPET_CHOICES)[K][number][0];

export interface SnippetOptions {
  /** The widget's URL without a query: https://example.org/embed/race/ga-sen-2026. */
  src: string;
  /** The race's title, plain text (the snippet escapes it). */
  title: string;
  /** The standard size's fixed height in px: it fits the widget from 300 px wide up without any script. */
  height: number;
  /** The host page's few lines that apply the posted height (widget-script.ts hostScript). */
  host: string;
  variant: Choice<'variant'>;
  width: Choice<'width'>;
  align: Choice<'align'>;
  theme: Choice<'theme'>;
  size: Choice<'size'>;
}

/**
 * The snippet text for one set of choices, as the source of an ES5 function. It is written once, here, and run
 * twice: by the build (the default snippet every race page shows, with or without script) and by the race page's
 * builder script (every other choice), so the two can never disagree.
 * - script: an iframe with a fixed height, plus the host lines that apply the height the widget posts;
 * - iframe: the same iframe alone, for hosts whose CSP allows no script of theirs (the frame keeps the fixed height);
 * - amp: an amp-iframe (fixed-height layout, resizable by the widget's embed-size message), with the one line the
 *   AMP page's head needs.
 * Light is the widget's default, so only dark and auto add ?theme=. "\x3c" is "<": the builder runs this source
 * inline, where the text "<!--" or "<script" would change how the page parses its script.
 */
export const SNIPPET_SOURCE = `function (o) {
  var esc = function (s) { return String(s).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;'); };
  var query = [];
  if (o.theme !== 'light') query.push('theme=' + o.theme);
  if (o.size === 'compact') query.push('size=compact');
  var src = esc(o.src + (query.length ? '?' + query.join('&') : ''));
  var height = o.size === 'compact' ? ${COMPACT_HEIGHT} : o.height;
  var box = (o.width ? 'max-width:' + o.width + 'px;' : '') + (o.align === 'center' ? 'margin:0 auto;' : '');
  var title = esc(o.title + ': polling average');
  if (o.variant === 'amp') {
    var frame = '<amp-iframe src="' + src + '" title="' + title + '" height="' + height + '" layout="fixed-height" ' +
      'sandbox="allow-scripts allow-same-origin allow-popups allow-top-navigation-by-user-activation" frameborder="0" resizable>' +
      '<div overflow tabindex="0" role="button" aria-label="Show the whole widget">Show more</div></amp-iframe>';
    return '\\x3c!-- In the AMP page\\'s head: \\x3cscript async custom-element="amp-iframe" src="https://cdn.ampproject.org/v0/amp-iframe-0.1.js">\\x3c/script> -->\\n' +
      (box ? '<div style="' + box + '">' + frame + '</div>' : frame);
  }
  var iframe = '<iframe src="' + src + '" title="' + title + '" width="100%" height="' + height + '" ' +
    'style="display:block;' + box + 'border:0" loading="lazy"></iframe>';
  return o.variant === 'script' ? iframe + '\\n' + o.host : iframe;
}`;

/** The same function, for the build (run in an empty context: it uses nothing but its argument). */
export const embedSnippet = runInNewContext(`(${SNIPPET_SOURCE})`) as (o: SnippetOptions) => string;

/** The default choices: what the race page shows without script, and the builder's starting point. */
export const DEFAULT_CHOICES = Object.fromEntries(
  Object.entries(SNIPPET_CHOICES).map(([k, v]) => [k, v[0][0]]),
) as Pick<SnippetOptions, keyof typeof SNIPPET_CHOICES>;

/**
 * The race page's builder: shows the choices (hidden without script), rewrites the snippet on every change from
 * the race's data attributes, and copies it. Inline, allowed on race pages by its CSP hash.
 */
export const EMBED_BUILDER_SCRIPT = `(function(){var b=document.getElementById('embed-builder');if(!b)return;var S=${SNIPPET_SOURCE};
var f=b.querySelector('.embed-options'),t=b.querySelector('textarea'),c=b.querySelector('.copy'),st=b.querySelector('.copy-status');
f.hidden=false;c.hidden=false;
function v(n){return f.querySelector('[name="'+n+'"]').value}
function update(){t.value=S({src:b.getAttribute('data-src'),title:b.getAttribute('data-title'),height:Number(b.getAttribute('data-height')),host:b.getAttribute('data-host'),
variant:v('variant'),width:v('width'),align:v('align'),theme:v('theme'),size:v('size')});st.textContent=''}
f.addEventListener('change',update);update();
c.addEventListener('click',function(){t.focus();t.select();function done(){st.textContent='Copied to the clipboard'}
function old(){st.textContent=document.execCommand('copy')?'Copied to the clipboard':'Press Ctrl+C (Cmd+C) to copy'}
if(navigator.clipboard)navigator.clipboard.writeText(t.value).then(done,old);else old()})})();`;

export const EMBED_BUILDER_HASH = `'sha256-${createHash('sha256').update(EMBED_BUILDER_SCRIPT).digest('base64')}'`;
