import { createHash } from 'node:crypto';
import { oddYearListPath } from '../compute/contest-paths.ts';

/**
 * The API URL that serves a corrected record, from its id's form: a presidential state result
 * (president-YYYY-st), a Senate, House or governor contest (office-YYYY-st-...), or a 2026 poll
 * (race-id-YYYY-MM-DD-pollster). Null for a form with no endpoint of its own.
 */
export function recordApiUrl(record: string): string | null {
  const president = /^president-(\d{4})-([a-z]{2})$/.exec(record);
  if (president) return `/api/elections/${president[1]}/${president[2]!.toUpperCase()}`;
  const contest = /^(senate|house|governor)-(\d{4})-([a-z]{2})-/.exec(record);
  // The per-state routes cover even years; odd-year contests are in the lists of their own (Senate specials,
  // off-year governors), anchored by record id.
  if (contest && Number(contest[2]) % 2 === 0) return `/api/${contest[1]}/${contest[2]}/${contest[3]!.toUpperCase()}`;
  if (contest && contest[1] !== 'house') return `${oddYearListPath(contest[1] as 'senate' | 'governor')}#${record}`;
  if (contest) return null;
  const poll = /^(.+-2026)-\d{4}-\d{2}-\d{2}-/.exec(record);
  if (poll) return `/api/polls?race=${poll[1]}`;
  return null;
}

/**
 * The filter over an office's corrections: hides the records that do not contain every typed word, opens the year
 * sections that keep one and hides the others; an empty box closes them again. Without script the page is a list of
 * collapsed years. The CSP allows this one script by its hash.
 */
export const CORRECTIONS_FILTER_SCRIPT = `(function(){var f=document.getElementById('filter'),n=document.getElementById('filter-count');
var items=[].slice.call(document.querySelectorAll('#corrections .c'));var text=items.map(function(r){return r.textContent.toLowerCase()});
var years=[].slice.call(document.querySelectorAll('#corrections details'));var total=items.reduce(function(s,r){return s+ +r.dataset.n},0);
f.hidden=false;f.previousElementSibling.hidden=false;
f.querySelector('input').addEventListener('input',function(e){var w=e.target.value.toLowerCase().split(/\\s+/).filter(Boolean),k=0;
items.forEach(function(r,i){var on=w.every(function(x){return text[i].indexOf(x)>=0});r.hidden=!on;if(on)k+= +r.dataset.n});
years.forEach(function(d){var any=!!d.querySelector('.c:not([hidden])');d.hidden=!any;d.open=any&&w.length>0});
n.textContent=w.length?k+' of '+total+' corrections shown':'';});})();`;
export const CORRECTIONS_FILTER_HASH = `'sha256-${createHash('sha256').update(CORRECTIONS_FILTER_SCRIPT).digest('base64')}'`;

/**
 * /corrections's search over every office: on the first typed word it fetches the office pages (this site's, the
 * only requests it makes) and shows their records that contain every typed word, the first 100 of them, as those
 * pages print them. Without script the index links the office pages, each with its own filter.
 */
export const CORRECTIONS_SEARCH_SCRIPT = `(function(){var f=document.getElementById('filter'),n=document.getElementById('filter-count'),out=document.getElementById('results');
var pages=[].slice.call(document.querySelectorAll('.corr-offices > li > a:first-child')).map(function(a){return a.getAttribute('href')});
var loading=null,seq=0,input=f.querySelector('input');
function load(){return loading||(loading=Promise.all(pages.map(function(p){return fetch(p).then(function(r){if(!r.ok)throw new Error(p);return r.text()}).then(function(t){
var d=new DOMParser().parseFromString(t,'text/html');return [].slice.call(d.querySelectorAll('#corrections .c')).map(function(li){return {li:li,text:li.textContent.toLowerCase()}})})})).then(function(l){return [].concat.apply([],l)}))}
f.hidden=false;f.previousElementSibling.hidden=false;
input.addEventListener('input',function(){var s=++seq,w=input.value.toLowerCase().split(/\\\\s+/).filter(Boolean);out.textContent='';
if(!w.length){n.textContent='';return}
load().then(function(all){if(s!==seq)return;var hits=all.filter(function(it){return w.every(function(x){return it.text.indexOf(x)>=0})}),k=0;
hits.forEach(function(h){k+= +h.li.dataset.n});hits.slice(0,100).forEach(function(h){out.appendChild(document.importNode(h.li,true))});
n.textContent=k+' of '+out.dataset.total+' corrections match'+(hits.length>100?' (the first 100 records shown)':'');
},function(){if(s===seq)n.textContent='The office pages could not be loaded: open one and use its filter.'});});})();`;
export const CORRECTIONS_SEARCH_HASH = `'sha256-${createHash('sha256').update(CORRECTIONS_SEARCH_SCRIPT).digest('base64')}'`;
