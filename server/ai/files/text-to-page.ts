// Plain text and Markdown as an ExtractedPage, so files and texts are chunked like web pages:
// Markdown headings (and setext underlines) become headings, blank lines separate blocks.
import { detectLanguage } from '../engine/detect-language';
import type { ExtractedPage, TextBlock } from '../engine/types';

export function textToPage(text: string, url: string, title: string, markdown: boolean): ExtractedPage {
  const blocks: TextBlock[] = [];
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let para: string[] = [];
  const flush = () => {
    const t = para.join(' ').replace(/\s+/g, ' ').trim();
    para = [];
    if (t) blocks.push({ kind: 'text', text: markdown ? stripMarkdown(t) : t });
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const h = markdown ? /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line) : null;
    const setext = markdown && line.trim() && /^(=+|-+)\s*$/.test(lines[i + 1] ?? '') && para.length === 0;
    if (h) {
      flush();
      blocks.push({ kind: 'heading', level: h[1].length, text: stripMarkdown(h[2]) });
    } else if (setext) {
      blocks.push({ kind: 'heading', level: lines[i + 1].trim().startsWith('=') ? 1 : 2, text: stripMarkdown(line.trim()) });
      i++;
    } else if (!line.trim()) flush();
    else if (markdown && /^\s*([-*+]|\d+[.)])\s+/.test(line)) {
      flush();
      para.push(line.replace(/^\s*([-*+]|\d+[.)])\s+/, ''));
      flush();
    } else para.push(line.trim());
  }
  flush();
  const sample = blocks.slice(0, 20).map((b) => b.text).join(' ');
  return { url, title, description: '', lang: detectLanguage(sample, 'en'), blocks, links: [], css: '', stylesheets: [] };
}

function stripMarkdown(s: string): string {
  return s
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]{1,3}([^*_`~]+)[*_`~]{1,3}/g, '$1')
    .replace(/^>\s?/, '')
    .trim();
}
