// An upload as the API shows it.
import type { UploadTable } from './upload-table';

export interface UploadDto {
  id: string;
  /** PUBLIC_URL/api/v1/uploads/{id}/{safe-file-name}: public, immutable, Range-capable. */
  url: string;
  contentType: string;
  size: number;
  name: string;
  kind: string;
  createdAt: number;
}

export function uploadUrl(publicUrl: string, id: string, name: string): string {
  return `${publicUrl}/api/v1/uploads/${encodeURIComponent(id)}/${encodeURIComponent(name)}`;
}

export function toUploadDto(publicUrl: string, r: Pick<UploadTable, 'id' | 'name' | 'content_type' | 'size' | 'kind' | 'created_at'>): UploadDto {
  return {
    id: r.id,
    url: uploadUrl(publicUrl, r.id, r.name),
    contentType: r.content_type,
    size: Number(r.size),
    name: r.name,
    kind: r.kind,
    createdAt: Number(r.created_at),
  };
}
