// File names as they appear in the public URL and in Content-Disposition: no path, no quotes or
// control characters, letters and digits of any script kept, and the extension of the sniffed type.

export function safeFileName(raw: string, ext: string): string {
  let base = (raw.split(/[\\/]/).pop() ?? '').normalize('NFC');
  base = base.replace(/\.[A-Za-z0-9]{1,8}$/, '');
  base = base
    .replace(/[^\p{L}\p{N}._-]+/gu, '-')
    .replace(/[-.]{2,}/g, '-')
    .replace(/^[-._]+|[-._]+$/g, '');
  base = [...base].slice(0, 80).join('');
  return `${base || 'file'}.${ext}`;
}

/** `inline` with an ASCII fallback name and the exact one in RFC 5987 form. */
export function inlineDisposition(name: string): string {
  const ascii = name.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '') || 'file';
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
