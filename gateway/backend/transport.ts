import type { AnswerOf, ParamsOf, Path, PayloadOf } from './contract';

export interface CallOptions {
  token?: string | null;
  params?: Record<string, string>;
  /** demo only: the calling browser's id (RestRequest.browser); the http transport sends nothing of it */
  browser?: string | null;
  /** when the GraphQL request that makes the call started (Date.now()): the http transport's deadline counts from it */
  startedAt?: number;
}

export interface BinaryAnswer {
  contentType: string;
  bytes: Uint8Array;
  /** the name the backend's Content-Disposition gives, if any */
  fileName?: string | null;
}

/** A way to reach the backend. Both transports refuse the same way: they throw BackendError. */
export interface Transport {
  readonly name: 'http' | 'inprocess';
  call<P extends Path>(path: P, payload: PayloadOf<P>, options?: CallOptions): Promise<AnswerOf<P>>;
  /** GET of a file (campaign images, manuals) */
  binary<P extends Path>(path: P, params: ParamsOf<P>, options?: CallOptions): Promise<BinaryAnswer>;
  /**
   * A form-post download (spec 1 §7): POST of the form's fields with the one-time download token as `options.token`,
   * answered with the file. A refusal throws BackendError as `call` does, the backend's message kept.
   */
  download(path: Path, fields: Record<string, string>, options?: CallOptions): Promise<BinaryAnswer>;
}
