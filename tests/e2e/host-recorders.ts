// What the widget e2e tests record on their host pages, once for all of them.

/** Every height the first widget frame takes on the host page, from before the loader runs (an init
 *  script, read back as window.__heights). */
export const HEIGHTS = `window.__heights=[];new MutationObserver(function(){var i=document.querySelector('iframe');if(!i)return;var h=Math.round(i.getBoundingClientRect().height),a=window.__heights;if(a[a.length-1]!==h)a.push(h)}).observe(document,{subtree:true,childList:true,attributes:true});`;

/** The host events the loader posts to the page (ARCHITECTURE §3.3), as a script tag for the page's body,
 *  read back as window.__msg. */
export const RECORDER = `<script>window.__msg=[];addEventListener('message',function(e){if(e.origin===location.origin&&e.data&&e.data.source==='tessera')window.__msg.push(e.data)});</script>`;
