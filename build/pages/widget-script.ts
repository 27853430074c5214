import { createHash } from 'node:crypto';

/** The message the widget posts to the page that frames it. */
const HEIGHT_MESSAGE = 'election-data-widget:height';

/** The message AMP pages resize an amp-iframe by (amp-iframe's resizable attribute). */
const AMP_SIZE_MESSAGE = { sentinel: 'amp', type: 'embed-size' } as const;

/**
 * The widget's only script, inline and allowed by its CSP hash. It applies ?theme=dark|auto (the page itself says
 * light, so without script, or with any other value, the widget is light) and ?size=compact, then posts the
 * document's height to the framing page whenever it changes, twice: our own message and AMP's embed-size. No
 * request, no cookie, no storage.
 */
export const WIDGET_SCRIPT =
  `(function(){var d=document.documentElement,q=location.search,m=/[?&]theme=(dark|auto)(&|$)/.exec(q);` +
  `if(m)d.setAttribute('data-theme',m[1]);if(/[?&]size=compact(&|$)/.test(q))d.setAttribute('data-size','compact');` +
  `if(parent===window)return;` +
  `function post(){var h=Math.ceil(d.getBoundingClientRect().height);parent.postMessage({type:'${HEIGHT_MESSAGE}',height:h},'*');` +
  `parent.postMessage({sentinel:'${AMP_SIZE_MESSAGE.sentinel}',type:'${AMP_SIZE_MESSAGE.type}',height:h},'*')}` +
  `addEventListener('load',post);if(window.ResizeObserver)new ResizeObserver(post).observe(d)})();`;

/** The CSP source expression that allows exactly that script. */
export const WIDGET_SCRIPT_HASH = `'sha256-${createHash('sha256').update(WIDGET_SCRIPT).digest('base64')}'`;

/**
 * The few lines the embedding page needs: resize the frame that posted, and only on messages from the widget's
 * origin. Several widgets on one page each carry it; the listeners agree.
 */
export function hostScript(origin: string): string {
  return (
    `<script>addEventListener("message",function(e){if(e.origin!=="${origin}"||!e.data||e.data.type!=="${HEIGHT_MESSAGE}")return;` +
    `var f=document.getElementsByTagName("iframe");for(var i=0;i<f.length;i++)if(f[i].contentWindow===e.source)f[i].style.height=e.data.height+"px"})</script>`
  );
}
