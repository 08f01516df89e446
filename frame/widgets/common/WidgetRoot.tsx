// The shell every widget renders in: theme variables (colour scheme, shades, contrast), the self-hosted
// font, styles, language and direction, and the owner's custom CSS scoped to this widget.
import type { ComponentChildren } from 'preact';
import { useMemo } from 'react';
import type { CommonWidgetData } from '../../../shared/widgets/common-data';
import type { WidgetContext } from '../types';
import { BASE_CSS } from './base-css';
import { contrastText, resolveColors, shades } from './color';
import { fontFor, type WidgetFont } from './font';
import { isRtl } from './localize';
import { scopeCss } from './scope-css';

const px = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? `${v}px` : undefined);

export function themeVars(data: CommonWidgetData, font: WidgetFont = fontFor(data.fontId)): Record<string, string> {
  const c = resolveColors(data.colorScheme);
  const vars: Record<string, string> = {
    '--t-text': c.text,
    '--t-bg': c.background,
    '--t-accent': c.accent,
    '--t-on-accent': contrastText(c.accent),
    '--t-font': font.family,
  };
  for (const [name, hex] of Object.entries({ accent: c.accent, text: c.text, bg: c.background }))
    for (const [level, v] of Object.entries(shades(hex))) vars[`--t-${name}-${level}`] = v;
  const s = data.styles ?? {};
  const opt: Record<string, string | undefined> = {
    '--t-radius': px(s.borderRadius),
    '--t-pad': px(s.padding),
    '--t-size': px(s.fontSize),
    '--t-max': px(s.maxWidth),
    '--t-align': s.textAlign,
  };
  for (const [k, v] of Object.entries(opt)) if (v) vars[k] = v;
  return vars;
}

/**
 * CSS as a <style> element's raw text. As a text child, the server render would escape it into entities
 * the HTML parser leaves as they are in a <style> (`a > b`, `"…"` broke until hydration); raw, only `<`
 * could end the element early, and in CSS its escape `\3c ` means the same.
 */
export const styleText = (css: string): string => css.replace(/</g, '\\3c ');

export function WidgetRoot(props: {
  data: CommonWidgetData;
  ctx: WidgetContext;
  type: string;
  css: string;
  lang?: string;
  /** Floating widgets pass the host page's device (their frame's width says nothing about it). */
  device?: string;
  className?: string;
  /** Not a card in the host page's flow (a floating widget; a popup's frame always is not): the owner's
   *  card shadow does not apply; such a widget draws its own within the room its frame leaves (shadow.ts). */
  flat?: boolean;
  children: ComponentChildren;
}) {
  const { data, ctx } = props;
  const lang = props.lang ?? ctx.language;
  const font = useMemo(() => fontFor(data.fontId, ctx.fonts), [data.fontId, ctx.fonts]);
  const vars = useMemo(() => themeVars(data, font), [data.colorScheme, data.styles, font]);
  // Once per change of its parts, not per render: a countdown renders every second.
  const css = useMemo(
    () => styleText((font.face ?? '') + BASE_CSS + props.css + scopeCss(data.customCSS ?? '', '.tw-root.tw-scope')),
    [font.face, data.customCSS, props.css],
  );
  const inDialog = ctx.surface === 'popup';
  const flat = props.flat || inDialog;
  const cls = ['tw-root', 'tw-scope', `tw-${props.type}`, `tw-${props.device ?? ctx.device}`, data.styles?.shadow && !flat ? 'tw-shadow' : '', inDialog ? 'tw-in-dialog' : '', props.className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cls} style={vars} lang={lang} dir={isRtl(lang) ? 'rtl' : 'ltr'} data-widget-type={props.type}>
      {/* A stylesheet link in the body holds the first paint until it loads: the server-rendered frame
          document carries the font's rules inline instead (server/frame-docs/font-css.ts). */}
      {font.href && ctx.inlinedFontId !== font.id ? <link rel="stylesheet" href={font.href(ctx.appUrl)} /> : null}
      <style dangerouslySetInnerHTML={{ __html: css }} />
      {props.children}
    </div>
  );
}
