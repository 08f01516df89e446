import type { Connection } from 'penpal';
import type { FrameToHost } from '../../shared/bridge/frame-to-host';
import type { Core, Mount } from '../core';
import { hostQuery, viewerUrl } from '../frame';
import { call, openBridge, type Remote } from './bridge';
import { openDialog, type Dialog } from './dialog';

type OpenArg = Parameters<FrameToHost['openPopup']>[0];
type UpdateArg = Parameters<FrameToHost['updatePopup']>[0];

interface Open {
  id: string;
  dialog: Dialog;
  conn: Connection;
  remote: Remote | null;
}

/**
 * A widget's popup: a second frame of the same widget (`?popup=<id>`) inside a host-page dialog,
 * talking over its own bridge. One popup per widget at a time; opening another replaces it.
 */
export function createPopups(core: Core, m: Mount, main: () => Remote | null, methods: (role: 'popup') => FrameToHost) {
  let open: Open | null = null;

  const close = (popupId: string) => {
    if (!open || open.id !== popupId) return;
    const o = open;
    open = null;
    o.conn.destroy();
    o.dialog.remove();
    call(main(), 'popupClosed', popupId);
    core.emit(m, 'popup-close', { popupId });
  };

  return {
    remote: () => open?.remote ?? null,
    open(p: OpenArg) {
      if (open) close(open.id);
      const el = m.el;
      // Ours win over widget-given params of the same name.
      const src = viewerUrl(core.base, m.id, { ...p.params, popup: p.popupId, ...hostQuery(el) });
      const dialog = openDialog({ src, label: p.label, variant: p.variant, onClose: () => close(p.popupId) });
      const o: Open = { id: p.popupId, dialog, remote: null, conn: null! };
      o.conn = openBridge(
        dialog.frame.contentWindow!,
        core.origin,
        methods('popup'),
        (r) => {
          o.remote = r;
          // The frame the visitor clicked in (the widget's own) can keep focus while the popup loads;
          // once the popup answers, keys (arrows, Escape) belong to it.
          if (open === o) dialog.claimFocus();
        },
        (code) => {
          if (open !== o) return;
          close(o.id);
          core.emit(m, 'error', { code, popupId: o.id });
        },
      );
      open = o;
      core.emit(m, 'popup-open', { popupId: p.popupId, variant: p.variant });
    },
    update(p: UpdateArg) {
      if (!open || open.id !== p.popupId) return;
      if (p.label) open.dialog.setLabel(p.label);
      if (p.params) call(open.remote, 'dispatchAction', { type: 'popup-params', payload: p.params, from: 'main' });
    },
    close,
    closeAll: () => open && close(open.id),
  };
}
