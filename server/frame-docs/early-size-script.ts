// The frame document's one inline script (issue 8, shared/bridge/early-size.ts): posts the server-rendered
// widget's height to the loader before any bundle or bridge exists. Kept out of shared/ so the loader
// bundle does not carry its text; frame-csp.ts allows exactly this text by hash.
import { EARLY_SIZE_TYPE } from '../../shared/bridge/early-size';

/**
 * Runs at the end of the frame body (after #root, once the stylesheets before it are in). Target
 * origin: the browser's ancestorOrigins, else the `origin` parameter the loader put in the URL; nothing
 * is posted top-level or from a popup frame.
 */
export const EARLY_SIZE_SCRIPT =
  '(function(){try{var w=window,l=location;if(w.parent===w||/[?&]popup=/.test(l.search))return;' +
  "var a=l.ancestorOrigins,o=a&&a[0]&&a[0]!=='null'?a[0]:new URLSearchParams(l.search).get('origin');" +
  "if(!o)return;var r=document.getElementById('root');if(!r)return;" +
  `w.parent.postMessage({type:'${EARLY_SIZE_TYPE}',height:Math.ceil(r.getBoundingClientRect().height)},new URL(o).origin)` +
  '}catch(e){}})()';
