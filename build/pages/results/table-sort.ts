import { createHash } from 'node:crypto';

/**
 * Sorting for any `table.sortable` (progressive enhancement: without script the table stays in its rendered
 * order, by state): each header with a data-sort attribute ("num" or "text") becomes a button; a click sorts the
 * body rows by the cells' data-v (else their text), again reverses, and aria-sort says the order. The page's CSP
 * allows this one script by its hash.
 */
export const TABLE_SORT_SCRIPT = `(function(){[].forEach.call(document.querySelectorAll('table.sortable'),function(t){
var hs=[].slice.call(t.tHead.rows[0].cells),b=t.tBodies[0];hs.forEach(function(h,i){var k=h.getAttribute('data-sort');if(!k)return;
var btn=document.createElement('button');btn.type='button';btn.textContent=h.textContent;h.textContent='';h.appendChild(btn);
btn.addEventListener('click',function(){var up=h.getAttribute('aria-sort')!=='ascending';hs.forEach(function(x){x.removeAttribute('aria-sort')});
h.setAttribute('aria-sort',up?'ascending':'descending');var v=function(r){var c=r.cells[i];var s=c.getAttribute('data-v');s=s===null?c.textContent.trim():s;return k==='num'?Number(s):s.toLowerCase()};
var rows=[].slice.call(b.rows).map(function(r,j){return[v(r),j,r]});rows.sort(function(x,y){var c=x[0]<y[0]?-1:x[0]>y[0]?1:0;return(up?c:-c)||x[1]-y[1]});
rows.forEach(function(x){b.appendChild(x[2])});});});});})();`;

export const TABLE_SORT_HASH = `'sha256-${createHash('sha256').update(TABLE_SORT_SCRIPT).digest('base64')}'`;
