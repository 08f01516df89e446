import { DIALOG_SHADOW, shadowCss, shadowRoom } from '../common/shadow';

/** The room around the dialog, inside its frame, that its shadow is drawn in (PopupWidget.tsx). */
export const DIALOG_ROOM = shadowRoom(DIALOG_SHADOW);

// On a phone the dialog is a sheet along the bottom edge, as wide as the screen: only its top casts a
// shadow on the page. Its height limit comes from the host's screen (PopupWidget.tsx): in `vh` it was
// the frame's own height, which follows the sheet's, and the two shrank each other to 48 px.
export const POPUP_CSS = `
.tw-popup{padding:0;background:transparent}
.tw-popup .tw-room{padding:${DIALOG_ROOM.top}px ${DIALOG_ROOM.side}px ${DIALOG_ROOM.bottom}px}
.tw-popup .tw-self{margin:0 auto}
.tw-popup.tw-mobile .tw-room{padding:${DIALOG_ROOM.top}px 0 0}
.tw-popup .tw-dialog{position:relative;background:var(--t-bg);color:var(--t-text);border-radius:var(--t-radius,12px);padding:24px;box-shadow:${shadowCss(DIALOG_SHADOW)};animation:tw-pop-in .25s ease-out}
.tw-popup.tw-mobile .tw-dialog{border-radius:16px 16px 0 0;max-height:var(--sheet-max,none);overflow:auto;animation-name:tw-sheet-in}
.tw-popup .tw-dialog img{width:100%;max-height:200px;object-fit:cover;border-radius:8px;margin-bottom:12px}
.tw-popup .tw-x{position:absolute;top:8px;inset-inline-end:8px;border:0}
.tw-popup .tw-actions{display:flex;gap:8px;flex-wrap:wrap;margin-top:16px}
.tw-popup a.tw-btn{text-decoration:none;display:inline-flex;align-items:center}
@keyframes tw-pop-in{from{transform:scale(.96);opacity:0}to{transform:none;opacity:1}}
@keyframes tw-sheet-in{from{transform:translateY(30%);opacity:0}to{transform:none;opacity:1}}
`;
