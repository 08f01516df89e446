// robots.txt, sitemaps and the website design analysis.
import { describe, expect, it } from 'vitest';
import { parseRobots } from '../../../server/ai/crawler/robots';
import { parseSitemap } from '../../../server/ai/crawler/sitemap';
import { analyzeDesign } from '../../../server/ai/website-design';

describe('parseRobots', () => {
  const robots = parseRobots(`# comment
User-agent: GoogleBot
Disallow: /

User-agent: *
Disallow: /private/
Allow: /private/open.html
Disallow: /*.pdf$
Crawl-delay: 1
Sitemap: https://x.example/sitemap.xml`);
  it.each([
    ['https://x.example/', true],
    ['https://x.example/private/a.html', false],
    ['https://x.example/private/open.html', true],
    ['https://x.example/files/a.pdf', false],
    ['https://x.example/files/a.pdf?x=1', true],
  ])('%s allowed: %s', (url, allowed) => expect(robots.allowed(url)).toBe(allowed));
  it('reads sitemaps and the crawl delay of the * group', () => {
    expect(robots.sitemaps).toEqual(['https://x.example/sitemap.xml']);
    expect(robots.crawlDelaySec).toBe(1);
  });
  it('uses the group naming our crawler over *', () => {
    expect(parseRobots('User-agent: *\nAllow: /\n\nUser-agent: TesseraBot\nDisallow: /').allowed('https://x/a')).toBe(false);
  });
});

describe('parseSitemap', () => {
  it('reads url sets and sitemap indexes', () => {
    expect(parseSitemap('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc> https://a/1 </loc></url><url><loc>https://a/2</loc></url></urlset>').pages).toEqual(['https://a/1', 'https://a/2']);
    expect(parseSitemap('<sitemapindex><sitemap><loc>https://a/s1.xml</loc></sitemap></sitemapindex>').sitemaps).toEqual(['https://a/s1.xml']);
    expect(parseSitemap('not xml <<<')).toEqual({ pages: [], sitemaps: [] });
  });
});

describe('analyzeDesign', () => {
  it('takes background, text colour and fonts from body and headings, primary from accents', () => {
    const d = analyzeDesign(`html,body{background-color:rgb(255, 250, 240);color:#333;font-family:'Inter', sans-serif}
      h1,h2{font-family:"Playfair Display",serif} .btn-primary{background:#0a7d5a} a{color:#0a7d5a} .x{color:#999999}`);
    expect(d.colors).toEqual({ primary: '#0a7d5a', background: '#fffaf0', text: '#333333' });
    expect(d.typography).toEqual({ primaryFont: 'Inter', secondaryFont: 'Playfair Display' });
  });
});
