import { connect, WindowMessenger } from 'penpal';
const q = new URLSearchParams(location.search);
const origin = q.get('origin')!;
const popup = q.get('popup');
const root = document.getElementById('root')!;
root.innerHTML = popup ? '<button id="pb">popup btn</button><button id="pb2">two</button>' : '<div style="height:250px;background:#eee">content</div><button id="open">open</button>';
const conn = connect<any>({ messenger: new WindowMessenger({ remoteWindow: parent, allowedOrigins: [origin] }), methods: {
  parentWindowScroll: (s: any) => { (window as any).__scroll = s; },
  visitorContextUpdated: (c: any) => { (window as any).__ctx = c; },
  dispatchAction: (a: any) => { (window as any).__actions = [...((window as any).__actions || []), a]; },
  popupClosed: (id: string) => { (window as any).__closed = id; (document.getElementById('open') as HTMLElement).focus(); },
}, timeout: 10000 });
conn.promise.then(async (host: any) => {
  const init = await host.pluginRequestedData({ kind: 'init', bridgeVersion: 1 });
  (window as any).__init = init;
  await host.pluginLoaded({ widgetId: 'x', type: 'image_gallery', name: 'Dev widget', height: 1 });
  if (!popup) {
    const send = () => host.dimensionsUpdate({ height: Math.ceil(root.getBoundingClientRect().height) });
    send(); new ResizeObserver(send).observe(root);
    document.getElementById('open')!.onclick = () => host.openPopup({ popupId: 'lb', variant: 'modal', label: 'Dev popup', params: { index: '1' } });
    await host.engagementEvent({ type: 'view' });
  } else {
    document.getElementById('pb')!.focus();
    addEventListener('keydown', (e) => e.key === 'Escape' && host.closePopup({ popupId: popup }));
  }
});
