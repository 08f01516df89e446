// The frame document's one inline script (issue 8, shared/bridge/early-size.ts): posts the server-rendered
// widget's height to the loader before any bundle or bridge exists. Kept out of shared/ so the loader
// bundle does not carry its text; frame-csp.ts allows exactly this text by hash.
import { EARLY_SIZE_TYPE } from '../../shared/bridge/early-size';
import { DEVICE_BREAKPOINTS } from '../../shared/constants';

/**
 * Runs at the end of the frame body (after #root, once the stylesheets before it are in). Target
 * origin: the browser's ancestorOrigins, else the `origin` parameter the loader put in the URL; nothing
 * is posted top-level or from a popup frame. Nor when the frame is of another device class than the one
 * rendered (frame/viewer/size.ts), unless the markup follows the frame's width (`data-ssr-fluid`): the
 * viewer then renders again at another height, and the host page would move twice.
 */
export const EARLY_SIZE_SCRIPT =
  '(function(){try{var w=window,l=location;if(w.parent===w||/[?&]popup=/.test(l.search))return;' +
  "var a=l.ancestorOrigins,o=a&&a[0]&&a[0]!=='null'?a[0]:new URLSearchParams(l.search).get('origin');" +
  "if(!o)return;var r=document.getElementById('root');if(!r)return;" +
  `var x=w.innerWidth,d=x<${DEVICE_BREAKPOINTS.mobile}?'mobile':x<${DEVICE_BREAKPOINTS.tablet}?'tablet':'desktop';` +
  "if(d!==r.getAttribute('data-ssr')&&!r.hasAttribute('data-ssr-fluid'))return;" +
  `w.parent.postMessage({type:'${EARLY_SIZE_TYPE}',height:Math.ceil(r.getBoundingClientRect().height)},new URL(o).origin)` +
  '}catch(e){}})()';
