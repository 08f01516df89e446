// The round button in a corner of the page that opens a floating panel (the AI chat, the chat button),
// and the room both leave in their frame for their shadows (shadow.ts): the loader floats the frame at
// the size the widget reports (handleGlobalWidget), launcher and panel alike.
import { LAUNCHER_SHADOW, PANEL_SHADOW, shadowCss, shadowRoom } from './shadow';

/** The launcher's diameter. */
const LAUNCHER_SIZE = 56;
const room = shadowRoom(LAUNCHER_SHADOW);
/** The collapsed widget's frame width: the launcher and its shadow's room on both sides. */
export const LAUNCHER_FRAME = LAUNCHER_SIZE + 2 * room.side;
/** The room around the open panel, inside its frame, that its shadow is drawn in. */
export const PANEL_ROOM = shadowRoom(PANEL_SHADOW);

/** The launcher's and the open panel's frame room, under the widget's own class (`.tw-chat`). */
export const launcherCss = (scope: string): string => `
${scope} .tw-panel-room{padding:${PANEL_ROOM.top}px ${PANEL_ROOM.side}px ${PANEL_ROOM.bottom}px}
${scope} .tw-panel-room .tw-panel{box-shadow:${shadowCss(PANEL_SHADOW)}}
${scope} .tw-launch-wrap{padding:${room.top}px ${room.side}px ${room.bottom}px}
${scope} .tw-launcher{width:${LAUNCHER_SIZE}px;height:${LAUNCHER_SIZE}px;border-radius:50%;padding:0;font-size:24px;box-shadow:${shadowCss(LAUNCHER_SHADOW)}}
`;
