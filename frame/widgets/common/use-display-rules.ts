// Feeds the display rules from the loader's visitor context (scroll %, exit intent, url, device). When the
// frame runs top-level there is no loader, so the frame's own window stands in.
import { useEffect, useRef, useState } from 'react';
import type { DisplayRules } from '../../../shared/widgets/common-data';
import type { WidgetContext } from '../types';
import { hasActiveTrigger, ignoresRules, passesFilters, triggerFired } from './display-rules';
import { useVisitor } from './use-visitor';

function ownScrollPercentage(): number {
  const el = document.documentElement;
  const max = el.scrollHeight - window.innerHeight;
  return max <= 0 ? 100 : Math.round((window.scrollY / max) * 100);
}

/** Whether the widget should show now. Once a trigger fires it stays fired for this page view. */
export function useDisplayRules(rules: DisplayRules | undefined, ctx: WidgetContext): boolean {
  const [elapsedMs, setElapsed] = useState(0);
  const [own, setOwn] = useState({ scroll: 0, exit: false });
  const fired = useRef(false);
  const v = useVisitor(ctx);
  const seconds = rules?.triggers?.delay?.active ? (rules.triggers.delay.seconds ?? 0) : null;

  useEffect(() => {
    if (seconds === null) return;
    const t = setTimeout(() => setElapsed(seconds * 1000), seconds * 1000);
    return () => clearTimeout(t);
  }, [seconds]);

  const topLevel = !ctx.host && !ctx.visitor;
  useEffect(() => {
    if (!topLevel || !hasActiveTrigger(rules)) return;
    const onScroll = () => setOwn((o) => ({ ...o, scroll: ownScrollPercentage() }));
    const onLeave = (e: MouseEvent) => {
      if (e.clientY <= 0) setOwn((o) => ({ ...o, exit: true }));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('mouseout', onLeave);
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('mouseout', onLeave);
    };
  }, [topLevel, rules]);

  if (ignoresRules(ctx.mode)) return true;
  const url = v?.currentUrl ?? (typeof location !== 'undefined' ? location.href : '');
  // The visitor's device on the host page; the frame's width only stands in when there is no loader.
  if (!passesFilters(rules, v?.device ?? ctx.device, url)) return false;
  if (!fired.current) {
    fired.current = triggerFired(rules, {
      scrollPercentage: v ? v.scrollPercentage : own.scroll,
      hasExitIntent: v ? v.hasExitIntent : own.exit,
      elapsedMs,
    });
  }
  return fired.current;
}
