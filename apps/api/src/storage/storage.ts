import type { Readable } from 'node:stream';

/**
 * Where uploaded and generated files live. Keys are relative paths made by the server
 * (never a client's file name), e.g. 'properties/<id>/<uuid>-large.webp'.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** Stores a file from local disk (an upload's temp file), streamed, never read whole into memory. */
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
  /** Removes files; a missing file is not an error. */
  remove(keys: string[]): Promise<void>;
  /** Removes every file under a prefix (e.g. all of one listing). */
  removePrefix(prefix: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** A stored file's bytes, or null when there is none (small files only: read whole into memory). */
  read(key: string): Promise<Buffer | null>;
  /** Every file under a prefix, with when it was written (ms since the epoch). */
  list(prefix: string): AsyncIterable<TStoredObject>;
  /** Throws unless files can be stored (the readiness check). */
  check(): Promise<void>;
  /** The URL a browser uses to fetch the file. */
  urlFor(key: string): string;
  /** The key of a URL made by urlFor, or null when the URL is not ours. */
  keyFromUrl(url: string): string | null;
}

export type TStoredObject = { key: string; modifiedAt: number };

export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
