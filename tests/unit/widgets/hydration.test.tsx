// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
// The viewer hydrates the server-rendered widget (server/frame-docs/render-widget.tsx). Server HTML
// merges adjacent text ("{n}." → "1."), and hydration matched the first text part to the merged node
// and added the rest again: the audio playlist read "1..". Every server-rendered type, hydrated over
// its own server HTML, must read exactly as the server wrote it.
import { hydrate } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { loadWidgetModule } from '../../../frame/widgets/registry';
import { WIDGET_TYPES } from '../../../shared/widget-types';
import { makeCtx, makeWidget } from '../../helpers/make-ctx';
import { fakePdf } from './fake-pdf';

describe('hydrating server-rendered widgets', () => {
  it.each([...WIDGET_TYPES])('%s reads the same after hydration', async (type) => {
    const mod = await loadWidgetModule(type);
    // Over-the-canvas types are not server-rendered (render-widget.tsx).
    if (mod.global) return;
    const { ctx } = makeCtx();
    // `open`: the PDF types' stand-in for pdf.js, which happy-dom cannot run; the others ignore it.
    const extra: Record<string, unknown> = { open: fakePdf(1).open };
    const view = () => <mod.Widget widget={makeWidget(type, structuredClone(mod.defaults))} ctx={ctx} {...extra} />;
    const html = renderToString(view());
    const root = document.createElement('div');
    root.innerHTML = html;
    const serverText = root.textContent;
    document.body.appendChild(root);
    hydrate(view(), root);
    expect(root.textContent).toBe(serverText);
    root.remove();
  });
});
