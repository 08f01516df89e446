// Text of an uploaded knowledge file, in pure JS: PDF (unpdf), DOCX (mammoth, through HTML so headings
// survive), TXT and Markdown. Returns an ExtractedPage for the chunker.
import mammoth from 'mammoth';
import { extractText } from 'unpdf';
import { extractHtml } from '../engine/extract-html';
import type { ExtractedPage } from '../engine/types';
import { textToPage } from './text-to-page';

export type FileKind = 'pdf' | 'docx' | 'txt' | 'md';

export class FileExtractError extends Error {
  readonly code = 'AI_FILE_UNREADABLE';
}

/** The kind from the declared type (mime or extension) or the url's extension. */
export function fileKind(type: string, url: string): FileKind | null {
  const t = `${type} ${url.split(/[?#]/)[0]}`.toLowerCase();
  if (/pdf/.test(t)) return 'pdf';
  if (/docx|wordprocessingml/.test(t)) return 'docx';
  if (/markdown|\bmd\b|\.md\b/.test(t)) return 'md';
  if (/text\/plain|\btxt\b|\.txt\b|\btext\b/.test(t)) return 'txt';
  return null;
}

export async function extractFile(kind: FileKind, bytes: Buffer, url: string, title: string): Promise<ExtractedPage> {
  try {
    if (kind === 'pdf') {
      const { text } = await extractText(new Uint8Array(bytes), { mergePages: false });
      const pages = Array.isArray(text) ? text : [text];
      // PDF text comes line by line; a blank line (or a page break) ends a paragraph.
      return textToPage(pages.join('\n\n'), url, title, false);
    }
    if (kind === 'docx') {
      const { value } = await mammoth.convertToHtml({ buffer: bytes });
      const page = extractHtml(`<html><body><main>${value}</main></body></html>`, url);
      return { ...page, title };
    }
    return textToPage(bytes.toString('utf8'), url, title, kind === 'md');
  } catch (err) {
    throw new FileExtractError(`Could not read the ${kind.toUpperCase()} file: ${err instanceof Error ? err.message : 'unknown error'}`);
  }
}
