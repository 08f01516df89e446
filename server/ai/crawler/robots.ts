// robots.txt: the group for our user agent (else `*`), Allow/Disallow with `*` and `$` patterns, the
// longest matching rule wins (RFC 9309), plus Sitemap lines and Crawl-delay.
export const CRAWLER_AGENT = 'TesseraBot';

export interface Robots {
  allowed(url: string): boolean;
  sitemaps: string[];
  crawlDelaySec: number;
}

interface Rule {
  allow: boolean;
  pattern: string;
  re: RegExp;
}

function toRegExp(pattern: string): RegExp {
  const anchored = pattern.endsWith('$');
  const body = (anchored ? pattern.slice(0, -1) : pattern)
    .split('*')
    .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}${anchored ? '$' : ''}`);
}

export function parseRobots(text: string, agent = CRAWLER_AGENT): Robots {
  const groups: { agents: string[]; rules: Rule[]; delay: number }[] = [];
  const sitemaps: string[] = [];
  let cur: (typeof groups)[number] | null = null;
  let lastWasAgent = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/#.*/, '').trim();
    const m = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!m) continue;
    const key = m[1].toLowerCase();
    const value = m[2].trim();
    if (key === 'sitemap') {
      if (value) sitemaps.push(value);
      continue;
    }
    if (key === 'user-agent') {
      if (!cur || !lastWasAgent) {
        cur = { agents: [], rules: [], delay: 0 };
        groups.push(cur);
      }
      cur.agents.push(value.toLowerCase());
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if (!cur) continue;
    if ((key === 'allow' || key === 'disallow') && value) {
      cur.rules.push({ allow: key === 'allow', pattern: value, re: toRegExp(value) });
    } else if (key === 'crawl-delay') {
      const n = Number(value);
      if (Number.isFinite(n) && n > 0) cur.delay = n;
    }
  }
  const a = agent.toLowerCase();
  const group = groups.find((g) => g.agents.some((x) => x !== '*' && a.includes(x))) ?? groups.find((g) => g.agents.includes('*'));
  const rules = group?.rules ?? [];
  return {
    sitemaps,
    crawlDelaySec: group?.delay ?? 0,
    allowed(url: string): boolean {
      let path: string;
      try {
        const u = new URL(url);
        path = u.pathname + u.search;
      } catch {
        return false;
      }
      let best: Rule | undefined;
      for (const r of rules) {
        if (!r.re.test(path)) continue;
        if (!best || r.pattern.length > best.pattern.length || (r.pattern.length === best.pattern.length && r.allow)) best = r;
      }
      return best ? best.allow : true;
    },
  };
}

export const ALLOW_ALL: Robots = { allowed: () => true, sitemaps: [], crawlDelaySec: 0 };
