// The editor layout (SPEC §3 editor state): a 70 px icon sidebar, a 440 px drawer that slides in
// (drawerSize 401 in the state, animation within 200–350 ms), the live preview in the centre.
import { useEffect, useMemo, useState } from 'react';
import { DRAWER_SIZE, DRAWER_WIDTH_PX, SIDEBAR_SIZE } from '../../../shared/constants';
import type { DeviceName } from '../../../shared/widgets/common-data';
import { errorMessage } from '../api/api-config';
import { useBuilder } from '../api/builder-context';
import { updateWidget, type LastHeights, type WidgetFull } from '../api/widgets-api';
import { ConfirmDialog } from '../ui/dialog';
import { useToast } from '../ui/toast';
import { EditorContext, type EditorCtx } from './editor-context';
import type { EditorStore } from './editor-store';
import { PreviewPane } from './preview-pane';
import { SectionBody } from './section-body';
import { SECTIONS, type SectionId } from './sections';
import { EditorToolbar } from './editor-toolbar';
import { useEditorKeys } from './use-editor-keys';
import { useEditorSnapshot } from './use-editor-store';
import { useCalendarSource } from './use-calendar-source';
import { useSourceImages } from './use-source-images';
import { useFeedSource } from './use-feed-source';

/** Inside SPEC §9's "about 200 to 350 ms". */
export const DRAWER_ANIMATION = 250;

export function EditorShell(props: { widget: WidgetFull; store: EditorStore }) {
  const b = useBuilder();
  const toast = useToast();
  const { store, widget } = props;
  const snap = useEditorSnapshot(store);
  const device = snap.device;
  const [section, setSection] = useState<SectionId>('content');
  const [drawerOpen, setDrawerOpen] = useState(true);
  const [reloadKey, setReloadKey] = useState(0);
  const [leaving, setLeaving] = useState(false);
  const [previewHeights, setPreviewHeights] = useState<LastHeights>({});
  const [previewWidth, setPreviewWidth] = useState<number>();
  const [integrationsVersion, setIntegrationsVersion] = useState(0);
  const sourceTable = typeof snap.doc.data.sourceTable === 'string' ? snap.doc.data.sourceTable : '';
  const sourceImages = useSourceImages(widget.guid, widget.type === 'image_gallery', integrationsVersion, sourceTable);
  const calendarId = typeof snap.doc.data.calendarId === 'string' ? snap.doc.data.calendarId : '';
  const calendarSource = useCalendarSource(widget.guid, widget.type === 'event_list', integrationsVersion, calendarId);
  const feedSource = useFeedSource(widget.guid, widget.type === 'news_feed', integrationsVersion);
  const onPreviewHeight = (d: DeviceName, h: number) => setPreviewHeights((prev) => (prev[d] === h ? prev : { ...prev, [d]: h }));

  const actions = useMemo(
    () => ({
      undo: () => store.undo(),
      redo: () => store.redo(),
      save: async () => {
        const ok = await store.save((d) => updateWidget(b.api, widget.guid, d), (e) => errorMessage(e, 'Could not save.'));
        if (ok) setReloadKey((k) => k + 1);
        else toast(`Not saved: ${store.snapshot.save.error}`, 'error');
      },
    }),
    [store],
  );
  useEditorKeys(actions);

  // Leaving with unsaved changes asks first (SPEC-less but issue 6 §3): the browser asks on unload.
  useEffect(() => {
    const onUnload = (e: BeforeUnloadEvent) => {
      if (!store.snapshot.save.isChanged) return;
      e.preventDefault();
      e.returnValue = '';
    };
    addEventListener('beforeunload', onUnload);
    return () => {
      removeEventListener('beforeunload', onUnload);
      store.dispose();
    };
  }, [store]);

  const ctx: EditorCtx = {
    widgetId: widget.guid,
    type: widget.type,
    slug: widget.slug,
    lastHeights: widget.lastHeights,
    previewHeights,
    previewWidth,
    store,
    doc: snap.doc,
    device,
    integrationsChanged: () => setIntegrationsVersion((v) => v + 1),
    sourceImages,
    calendarSource,
    feedSource,
  };
  const open = (id: SectionId) => {
    if (id === section) setDrawerOpen(!drawerOpen);
    else (setSection(id), setDrawerOpen(true));
  };
  const label = SECTIONS.find((s) => s.id === section)!.label;

  return (
    <EditorContext.Provider value={ctx}>
      <div
        class={drawerOpen ? 'editor drawer-open' : 'editor'}
        data-drawer-size={DRAWER_SIZE}
        style={{ '--sidebar': `${SIDEBAR_SIZE}px`, '--drawer': `${DRAWER_WIDTH_PX}px`, '--drawer-ms': `${DRAWER_ANIMATION}ms` }}
      >
        <EditorToolbar
          snap={snap}
          device={device}
          onDevice={(d: DeviceName) => store.setDevice(d)}
          onBack={() => (snap.save.isChanged ? setLeaving(true) : b.navigate('/'))}
          onUndo={actions.undo}
          onRedo={actions.redo}
          onSave={actions.save}
        />
        <nav class="sidebar" aria-label="Editor sections">
          {SECTIONS.map((s) => (
            <button
              key={s.id}
              type="button"
              class="side-btn"
              aria-pressed={section === s.id && drawerOpen}
              aria-controls="editor-drawer"
              onClick={() => open(s.id)}
            >
              <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
                <path d={s.icon} fill="currentColor" />
              </svg>
              <span>{s.label}</span>
            </button>
          ))}
        </nav>
        <aside id="editor-drawer" class="drawer" aria-label={label} inert={!drawerOpen || undefined}>
          <h2 class="drawer-title">{label}</h2>
          <SectionBody section={section} />
        </aside>
        <PreviewPane reloadKey={reloadKey} onHeight={onPreviewHeight} onWidth={setPreviewWidth} />
      </div>
      {leaving && (
        <ConfirmDialog
          title="Leave without saving?"
          message="You have unsaved changes. If you leave now they are lost."
          confirmLabel="Leave without saving"
          onCancel={() => setLeaving(false)}
          onConfirm={() => b.navigate('/')}
        />
      )}
    </EditorContext.Provider>
  );
}
