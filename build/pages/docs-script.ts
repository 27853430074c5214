import { createHash } from 'node:crypto';

/**
 * /docs's one inline script (allowed by its hash in the page's CSP; the page works without it: the menu is then an
 * open list of links and the try-it forms, search and copy buttons stay hidden). It
 * - closes the menu on narrow screens (a sticky "Menu" bar) and keeps it open beside the content on wide ones;
 * - searches endpoints, their parameters and response fields, and types: every typed word must occur; Enter in the
 *   box moves to the first result, and following a result moves the focus to its section;
 * - copies a snippet (curl line, URL) to the clipboard;
 * - sends a try-it form's request to this site (same origin) and shows the status and the body's first KB.
 */
export const DOCS_SCRIPT = `(function(){
var d=document;d.documentElement.classList.add('docs-js');var menu=d.getElementById('docs-menu'),wide=window.matchMedia('(min-width: 64rem)');
function fit(){menu.open=wide.matches}fit();wide.addEventListener('change',fit);
[].forEach.call(d.querySelectorAll('[data-js]'),function(e){e.hidden=false});
function reveal(t){if(t&&t.tagName==='DETAILS')t.open=true}
window.addEventListener('hashchange',function(){reveal(d.getElementById(location.hash.slice(1)))});reveal(location.hash&&d.getElementById(location.hash.slice(1)));
function go(id){var t=d.getElementById(id);if(!t)return;if(!wide.matches)menu.open=false;reveal(t);
history.replaceState(null,'','#'+id);t.scrollIntoView();t.focus({preventScroll:true})}
menu.addEventListener('click',function(e){var a=e.target.closest('a[href^="#"]');if(a){e.preventDefault();go(a.getAttribute('href').slice(1))}});
var entries=[].map.call(d.querySelectorAll('[data-search]'),function(s){
var names=[].map.call(s.querySelectorAll('td.name code'),function(c){return c.textContent});
var title=s.getAttribute('data-search'),about=s.getAttribute('data-summary')||'';
return {id:s.id,title:title,about:about,names:names,text:(title+' '+about+' '+names.join(' ')).toLowerCase()}});
var box=d.getElementById('docs-search'),list=d.getElementById('docs-results'),count=d.getElementById('docs-count');
function show(){var w=box.value.toLowerCase().split(/\\s+/).filter(Boolean);list.textContent='';
if(!w.length){count.textContent='';return}
var hits=entries.filter(function(e){return w.every(function(x){return e.text.indexOf(x)>=0})});
hits.sort(function(a,b){var f=function(e){return w.every(function(x){return e.title.toLowerCase().indexOf(x)>=0})?0:1};return f(a)-f(b)});
hits.slice(0,15).forEach(function(e){var li=d.createElement('li'),a=d.createElement('a');a.href='#'+e.id;a.textContent=e.title;li.appendChild(a);if(e.about){var p=d.createElement('span');p.className='about';p.textContent=' '+e.about;li.appendChild(p)}
var m=e.names.filter(function(n){return w.some(function(x){return n.toLowerCase().indexOf(x)>=0})}).slice(0,3);
if(m.length){var s=d.createElement('span');s.className='hit';s.textContent=' · '+m.join(', ');li.appendChild(s)}list.appendChild(li)});
count.textContent=hits.length?hits.length+(hits.length===1?' match':' matches')+(hits.length>15?', first 15 shown':''):'No match'}
box.addEventListener('input',show);
box.addEventListener('keydown',function(e){if(e.key==='Enter'){e.preventDefault();var a=list.querySelector('a');if(a)a.focus()}});
list.addEventListener('click',function(e){var a=e.target.closest('a');if(a){e.preventDefault();go(a.getAttribute('href').slice(1))}});
d.addEventListener('click',function(e){var b=e.target.closest('button.copy');if(!b)return;
var t=b.getAttribute('data-copy'),say=function(m){b.textContent=m;setTimeout(function(){b.textContent='Copy'},1500)};
if(navigator.clipboard)navigator.clipboard.writeText(t).then(function(){say('Copied')},function(){say('Copy failed')});else say('Copy failed')});
[].forEach.call(d.querySelectorAll('form.try'),function(f){f.addEventListener('submit',function(e){e.preventDefault();
var path=f.getAttribute('data-path'),q=new URLSearchParams(),out=f.querySelector('output');
[].forEach.call(f.querySelectorAll('input'),function(i){var v=i.value.trim();if(i.getAttribute('data-in')==='path')path=path.replace('{'+i.name+'}',encodeURIComponent(v));else if(v)q.append(i.name,v)});
var url=path+(q.toString()?'?'+q:'');out.textContent='GET '+url+' …';
fetch(url,{credentials:'omit'}).then(function(r){return r.text().then(function(b){
out.textContent='GET '+url+'\\nHTTP '+r.status+' '+(r.statusText||'')+' · '+(r.headers.get('content-type')||'')+' · '+b.length+' characters'+(b.length>1024?', first 1024 shown':'')+'\\n\\n'+b.slice(0,1024)})},
function(err){out.textContent='GET '+url+'\\nThe request failed: '+err.message})})});
})();`;

export const DOCS_SCRIPT_HASH = `'sha256-${createHash('sha256').update(DOCS_SCRIPT).digest('base64')}'`;
