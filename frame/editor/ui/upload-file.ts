// Sends one file to POST /api/v1/uploads as multipart/form-data. In a browser it goes through
// XMLHttpRequest, the one API that reports upload progress; with an injected fetch (tests, other
// hosts) it goes through that fetch and reports no progress. Errors carry the server's own message.
import { buildUrl, type ApiConfig } from '../../../shared/api/request';

export interface UploadedFile {
  id: string;
  url: string;
  contentType: string;
  size: number;
  name: string;
}

const MB = 1024 * 1024;
const NETWORK_ERROR = 'The upload failed. Check your connection and try again.';

/** The server's caps, checked first so nobody waits for a 60 MB upload to be refused. */
export function sizeProblem(file: { size: number; type: string; name?: string }): string | null {
  if (file.size === 0) return 'The file is empty.';
  if (file.type.startsWith('image/') && file.size > 10 * MB) return 'Images can be at most 10 MB.';
  // Systems give fonts many types, or none: the name is the surer sign.
  const font = /font|sfnt|opentype|truetype/.test(file.type) || /\.(woff2?|ttf|otf)$/i.test(file.name ?? '');
  if (font && file.size > 5 * MB) return 'Font files can be at most 5 MB.';
  if (file.size > 50 * MB) return 'Files can be at most 50 MB.';
  return null;
}

function fallbackMessage(status: number): string {
  if (status === 413) return 'This file is too large.';
  if (status === 415) return 'This file type is not supported.';
  if (status === 401) return 'Your session has ended. Log in again to upload.';
  if (status === 429) return 'Too many uploads. Please wait a little and try again.';
  return NETWORK_ERROR;
}

function readEnvelope(status: number, text: string): UploadedFile {
  type Body = { success?: boolean; data?: UploadedFile; message?: string };
  let body: Body | null = null;
  try {
    body = JSON.parse(text) as Body;
  } catch {
    /* a proxy's HTML error page: fall back to a message for the status */
  }
  if (status >= 200 && status < 300 && body?.success && body.data?.url) return body.data;
  throw new Error(body?.message || fallbackMessage(status));
}

function viaXhr(url: string, form: FormData, onProgress?: (f: number) => void, signal?: AbortSignal): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(e.loaded / e.total);
    xhr.onload = () => {
      try {
        resolve(readEnvelope(xhr.status, xhr.responseText));
      } catch (e) {
        reject(e);
      }
    };
    xhr.onerror = () => reject(new Error(NETWORK_ERROR));
    xhr.onabort = () => reject(new DOMException('Upload cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

export async function uploadFile(
  cfg: ApiConfig,
  file: File,
  opts: { onProgress?(fraction: number): void; signal?: AbortSignal } = {},
): Promise<UploadedFile> {
  const problem = sizeProblem(file);
  if (problem) throw new Error(problem);
  const form = new FormData();
  form.append('file', file, file.name);
  const url = buildUrl(cfg, 'api/v1/uploads', {}, false);
  if (!cfg.fetch && typeof XMLHttpRequest !== 'undefined') return viaXhr(url, form, opts.onProgress, opts.signal);
  let res: Response;
  try {
    res = await (cfg.fetch ?? fetch)(url, { method: 'POST', body: form, credentials: 'include', headers: { accept: 'application/json' }, signal: opts.signal });
  } catch (e) {
    if ((e as Error)?.name === 'AbortError') throw e;
    throw new Error(NETWORK_ERROR);
  }
  return readEnvelope(res.status, await res.text());
}
