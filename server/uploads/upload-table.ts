// Row shapes of the uploads tables (migration 090-uploads).

export interface UploadTable {
  /** Random URL-safe id; unguessable, so the public file URL reveals nothing else. */
  id: string;
  owner_id: string;
  /** The safe file name shown in the URL and in Content-Disposition. */
  name: string;
  /** Decided by sniffing the bytes, never by what the client said. */
  content_type: string;
  kind: string;
  size: number;
  /** base64url sha256 of the bytes: the strong ETag. */
  sha256: string;
  /** 'pending' while the bytes stream in; only 'ready' uploads are served, listed and counted. */
  status: string;
  created_at: number;
}

export interface UploadChunkTable {
  upload_id: string;
  /** 0-based position; every chunk but the last is exactly UPLOAD_CHUNK_BYTES long. */
  seq: number;
  data: Buffer;
}
