// The before picture sits on top, cut at the divider (--tw-pos) by clip-path; the after one fills the box
// beneath it. A fixed shape sizes the box (aspect-ratio); the picture's own shape comes from the before
// picture in the flow. A finger scrolls the page across the pictures (touch-action), and a vertical
// divider's handle is its own to drag.
export const BEFORE_AFTER_CSS = `
.tw-before_after figure{margin:0}
.tw-before_after .tw-stage{position:relative;overflow:hidden;border-radius:calc(var(--t-radius,12px)/1.5);background:var(--t-text-100);touch-action:pan-y pinch-zoom;user-select:none;-webkit-user-select:none;cursor:ew-resize}
.tw-before_after .tw-v{cursor:ns-resize}
.tw-before_after .tw-stage img{display:block;width:100%;pointer-events:none;-webkit-user-drag:none}
.tw-before_after .tw-before{position:relative;z-index:1;height:auto}
.tw-before_after .tw-h .tw-before{clip-path:inset(0 calc(100% - var(--tw-pos)) 0 0)}
.tw-before_after .tw-v .tw-before{clip-path:inset(0 0 calc(100% - var(--tw-pos)) 0)}
.tw-before_after .tw-after,.tw-before_after .tw-fixed .tw-before{position:absolute;inset:0;height:100%;object-fit:cover}
.tw-before_after .tw-label{position:absolute;z-index:2;top:12px;left:12px;padding:.25em .7em;border-radius:999px;background:rgba(0,0,0,.62);color:#fff;font-size:.85em;font-weight:600;line-height:1.4;pointer-events:none}
.tw-before_after .tw-h .tw-label-after{left:auto;right:12px}
.tw-before_after .tw-v .tw-label-after{top:auto;bottom:12px}
.tw-before_after .tw-handle{position:absolute;z-index:3;display:flex;align-items:center;justify-content:center;outline:none}
.tw-before_after .tw-h .tw-handle{top:0;bottom:0;left:var(--tw-pos);width:44px;transform:translateX(-50%)}
.tw-before_after .tw-v .tw-handle{left:0;right:0;top:var(--tw-pos);height:44px;transform:translateY(-50%);touch-action:none}
.tw-before_after .tw-handle::before{content:"";position:absolute;background:#fff;box-shadow:0 0 4px rgba(0,0,0,.45)}
.tw-before_after .tw-h .tw-handle::before{top:0;bottom:0;left:50%;width:3px;margin-left:-1.5px}
.tw-before_after .tw-v .tw-handle::before{left:0;right:0;top:50%;height:3px;margin-top:-1.5px}
.tw-before_after .tw-knob{position:relative;display:flex;align-items:center;justify-content:center;width:40px;height:40px;border-radius:50%;background:#fff;color:#111827;box-shadow:0 1px 6px rgba(0,0,0,.4)}
.tw-before_after .tw-v .tw-knob{transform:rotate(90deg)}
.tw-before_after .tw-handle:focus-visible .tw-knob{outline:3px solid var(--t-accent);outline-offset:2px}
.tw-before_after figcaption{margin-top:.6em;color:var(--t-text-700)}
`;
