/**
 * The one script in the page itself (its hash is in the Content-Security-Policy, vite.config.ts):
 * before the first paint it shows the pre-rendered title that fits the saved settings and the
 * browser's language, so the title paints from the HTML with no round trip. It mirrors what the
 * app decides (variant.ts, settings.ts, the i18n detector); where it guesses differently, main.tsx
 * sees the keys differ and renders afresh instead of hydrating. It never throws: a broken save
 * leaves the default title.
 *
 * It also starts the app's JavaScript, once the title has painted: the build turns the entry
 * script and its module preloads into inert tags (ENTRY_META, DEFERRED_PRELOAD) so that no script
 * competes with the HTML and the style sheet for the first paint on a slow phone. Until the app
 * has taken over, it keeps what would otherwise be lost: the last button tapped (EARLY_TAP) and the
 * browser's offer to install (EARLY_INSTALL_OFFER).
 */

// With its extension: vite.config.ts loads this file (for the script's hash) outside the bundler.
import { EARLY_INSTALL_OFFER } from '../../pwa/install.ts';

/** Where the settings are saved (the store's SETTINGS_KEY; title.test.tsx keeps them equal). */
export const BOOT_SETTINGS_KEY = 'hu-settings';
/** Set while a match is on, so a reload opens straight onto the table, not the title first. */
export const MATCH_OPEN_KEY = 'hu-match-open';
/** The template that holds every pre-rendered title. */
export const TITLES_TEMPLATE_ID = 'hu-titles';

/**
 * Where a tap on the painted title waits while the app's JavaScript is on its way: main.tsx
 * clicks that button again once the app has taken the title over, so the tap is not lost.
 */
export const EARLY_TAP = 'huEarlyTap';

/** `<meta name=… content=entry.js>`: the app's entry, loaded after the first paint. */
export const ENTRY_META = 'hu-entry';
/** `<link rel=… href=chunk.js>`: a module the entry imports, preloaded after the first paint. */
export const DEFERRED_PRELOAD = 'hu-modulepreload';

// The scripts start once the browser reports the title painted (its first contentful paint):
// a frame requested is not a frame shown, and in Chromium the scripts started after the first
// animation frame often ran before the paint, holding it back by a second (Lighthouse saw the
// title at 1.25 s instead of 0.2 s in three runs of five). Never on a timer alone, which on a busy
// phone fires before that frame; the timer is only the way out for a browser that never reports
// the paint. Without paint timing, the task after the first frame. A page opened hidden (no
// frames until shown) starts them at once.
/** How long the scripts wait for the reported paint at most. */
export const PAINT_WAIT_LIMIT_MS = 3000;
export const TITLE_BOOT_SCRIPT = `(function(){try{
var root=document.getElementById('root'),all=document.getElementById('${TITLES_TEMPLATE_ID}');
if(!root||!all||!all.content)return;
var s={};
try{var saved=JSON.parse(localStorage.getItem('${BOOT_SETTINGS_KEY}')||'null');if(saved&&saved.state&&saved.state.settings&&typeof saved.state.settings==='object')s=saved.state.settings}catch(e){}
var open=false;try{open=localStorage.getItem('${MATCH_OPEN_KEY}')!==null}catch(e){}
if(open){root.textContent='';root.setAttribute('data-title','match');return}
var lang=s.language;
if(lang!=='en'&&lang!=='it'){lang='en';var codes=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language||''];
for(var i=0;i<codes.length;i++){var c=String(codes[i]).slice(0,2).toLowerCase();if(c==='en'||c==='it'){lang=c;break}}}
var offer=s.tutorialOffer!=='closed'&&!(Array.isArray(s.tutorialDone)&&s.tutorialDone.length>0)?'offer':'plain';
var want=lang+'.'+s.ruleset+'.'+offer,pick=null,fallback=null,list=all.content.children;
for(var j=0;j<list.length;j++){var k=String(list[j].getAttribute('data-title')).split('.');
if(k.join('.')===want){pick=list[j];break}
if(fallback===null&&k[0]===lang&&k[2]===offer)fallback=list[j]}
pick=pick||fallback;if(!pick||!pick.firstElementChild)return;
var app=pick.firstElementChild.cloneNode(true),key=pick.getAttribute('data-title');
if(s.largeTiles===true){app.classList.add('app--large');key+='.large'}
if(s.colourBlind===true){app.classList.add('app--cb');key+='.cb'}
root.replaceChildren(app);root.setAttribute('data-title',key);document.documentElement.lang=lang;
}catch(e){}})();
window.addEventListener('beforeinstallprompt',function(e){e.preventDefault();window['${EARLY_INSTALL_OFFER}']=e});
document.addEventListener('click',function(e){var root=document.getElementById('root');
if(!root||root.hasAttribute('data-hydration')||!e.target||!e.target.closest)return;
var b=e.target.closest('button');if(b&&root.contains(b))window['${EARLY_TAP}']=b},true);
(function(){var started=false;function start(){if(started)return;started=true;
var head=document.head,list=document.querySelectorAll('link[rel="${DEFERRED_PRELOAD}"]');
for(var i=0;i<list.length;i++){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=list[i].getAttribute('href');head.appendChild(l)}
var entry=document.querySelector('meta[name="${ENTRY_META}"]');
if(entry){var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=entry.getAttribute('content');head.appendChild(s)}}
if(document.visibilityState==='hidden'||typeof requestAnimationFrame!=='function'){start();return}
var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;
if(types&&types.indexOf('paint')>=0){try{var seen=new PerformanceObserver(function(list){
if(list.getEntriesByName('first-contentful-paint').length>0){seen.disconnect();setTimeout(start,0)}});
seen.observe({type:'paint',buffered:true});setTimeout(start,${PAINT_WAIT_LIMIT_MS})}catch(e){start()}}
else requestAnimationFrame(function(){setTimeout(start,0)});
document.addEventListener('visibilitychange',function(){if(document.visibilityState==='hidden')start()})})();`;
