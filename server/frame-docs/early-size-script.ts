// The frame document's two inline scripts (issue 8, shared/bridge/early-size.ts): each posts a height to
// the loader before any bundle or bridge exists. Kept out of shared/ so the loader bundle does not carry
// their text; frame-csp.ts allows exactly these texts by hash.
import { EARLY_SIZE_FONT_WAIT_MS, EARLY_SIZE_TYPE } from '../../shared/bridge/early-size';
import { DEVICE_BREAKPOINTS } from '../../shared/constants';

/** The attribute on <html> with the height the server last learned for the rendered device class. */
export const KNOWN_HEIGHT_ATTR = 'data-known-height';

/** Runs `body` with `p(height)` to post a height to the host page; `body` may return first. */
const poster = (body: string) =>
  '(function(){try{var w=window,l=location;if(w.parent===w||/[?&]popup=/.test(l.search))return;' +
  "var a=l.ancestorOrigins,o=a&&a[0]&&a[0]!=='null'?a[0]:new URLSearchParams(l.search).get('origin');" +
  `if(!o)return;var t=new URL(o).origin,p=function(h){try{w.parent.postMessage({type:'${EARLY_SIZE_TYPE}',height:h},t)}catch(e){}};${body}` +
  '}catch(e){}})()';

/**
 * Runs at the end of the frame body (after #root, once the stylesheets before it are in) and posts the
 * server-rendered widget's measured height. Not when the frame is of another device class than the one
 * rendered (frame/viewer/size.ts), unless the markup follows the frame's width (`data-ssr-fluid`): the
 * viewer then renders again at another height, and the host page would move twice.
 * Measuring lays the text out, which starts loading its web font: while it loads, the height is the
 * fallback face's, and the font's other widths re-wrap the text (a news list at 375 px: 629 px, then
 * 650 px with the font), a second shift of the host page. So the height goes once the fonts are in, or
 * after EARLY_SIZE_FONT_WAIT_MS; a height the server learned (KNOWN_HEIGHT_SCRIPT) sizes the frame
 * meanwhile, and without one the 0 px frame paints when the font is there, as text under font-display
 * swap would have re-laid out anyway.
 */
export const EARLY_SIZE_SCRIPT = poster(
  "var r=document.getElementById('root');if(!r)return;" +
    `var x=w.innerWidth,d=x<${DEVICE_BREAKPOINTS.mobile}?'mobile':x<${DEVICE_BREAKPOINTS.tablet}?'tablet':'desktop';` +
    "if(d!==r.getAttribute('data-ssr')&&!r.hasAttribute('data-ssr-fluid'))return;" +
    'var m=function(){return Math.ceil(r.getBoundingClientRect().height)},h=m(),f=document.fonts;' +
    `if(f&&f.status==='loading'){var s=0,g=function(){if(!s){s=1;p(m())}};f.ready.then(g,g);setTimeout(g,${EARLY_SIZE_FONT_WAIT_MS})}else p(h)`,
);

/**
 * Runs first in the head and posts the height the server last learned for this widget on host pages of
 * the rendered device class (`KNOWN_HEIGHT_ATTR`), as soon as the document starts to arrive: the frame is
 * sized while its stylesheets and scripts still load, so it paints when a plain iframe would. That is the
 * widget's final height there, whatever the frame's own width (the viewer had rendered again for it).
 */
export const KNOWN_HEIGHT_SCRIPT = poster(`var k=+document.documentElement.getAttribute('${KNOWN_HEIGHT_ATTR}');if(!(k>0))return;p(k)`);
