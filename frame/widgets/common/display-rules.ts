// Display rules (SPEC §3 data.displayRules): device and url filters, then triggers (page scroll via the
// loader's visitor context, delay, exit intent). Pure functions; the hook beside this file feeds them.
import type { DeviceName, DisplayRules } from '../../../shared/widgets/common-data';
import type { Mode } from '../types';

export type TriggerState = { scrollPercentage: number; hasExitIntent: boolean; elapsedMs: number };

function urlMatches(rule: NonNullable<DisplayRules['urlMatch']>, url: string): boolean {
  const patterns = (rule.patterns ?? []).filter((p) => typeof p === 'string' && p.trim() !== '');
  if (!patterns.length) return true;
  const hit = patterns.some((p) => {
    if (rule.mode === 'equals') return url.replace(/\/$/, '') === p.trim().replace(/\/$/, '');
    if (rule.mode === 'regex') {
      try {
        return new RegExp(p).test(url);
      } catch {
        return false; // an owner's broken pattern matches nothing rather than breaking the widget
      }
    }
    return url.includes(p.trim());
  });
  return rule.exclude ? !hit : hit;
}

/**
 * The builder's preview (and the editor) show a widget as it looks once shown. Its rules are about a
 * visitor on the owner's page (the page's address, scrolling it, leaving it, how often they saw it),
 * and the preview is none of those: a popup waiting for a scroll the preview cannot make was a blank
 * preview the owner edited blind.
 */
export function ignoresRules(mode: Mode): boolean {
  return mode === 'preview' || mode === 'editor';
}

/** Device and url filters: false means the widget never shows on this page and device. */
export function passesFilters(rules: DisplayRules | undefined, device: DeviceName, url: string): boolean {
  if (!rules) return true;
  if (rules.devices?.length && !rules.devices.includes(device)) return false;
  if (rules.urlMatch && !urlMatches(rules.urlMatch, url)) return false;
  return true;
}

export function hasActiveTrigger(rules: DisplayRules | undefined): boolean {
  const t = rules?.triggers;
  return !!(t?.pageScroll?.active || t?.delay?.active || t?.exitIntent?.active);
}

/** True when no trigger is active, or when any active trigger has fired (triggers combine with OR). */
export function triggerFired(rules: DisplayRules | undefined, s: TriggerState): boolean {
  if (!hasActiveTrigger(rules)) return true;
  const t = rules!.triggers!;
  if (t.pageScroll?.active && s.scrollPercentage >= (t.pageScroll.percentage ?? 50)) return true;
  if (t.delay?.active && s.elapsedMs >= (t.delay.seconds ?? 0) * 1000) return true;
  if (t.exitIntent?.active && s.hasExitIntent) return true;
  return false;
}
