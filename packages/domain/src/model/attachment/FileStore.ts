/**
 * Bytes as they come: any sync or async iterable of chunks (a web ReadableStream, a Node stream,
 * an array of one Uint8Array). Only language-standard types, so the port fits every runtime.
 */
export type ByteChunks = AsyncIterable<Uint8Array> | Iterable<Uint8Array>;

export interface StoredFile {
  readonly sizeBytes: number;
  /** Read once. Stopping early (`return()` on its iterator) releases what the store holds open. */
  readonly content: AsyncIterable<Uint8Array>;
}

/**
 * Port: where attachment files are kept. Keys are chosen by the caller (an id: letters, digits and
 * `-`). A `put` is all or nothing: a crash mid-write leaves at most an unfinished write that
 * `removeUnfinished` clears, never a half file under the key.
 */
export interface FileStore {
  /** Writes the bytes under `key`, durably, before it resolves; answers how many were written. */
  put(key: string, content: ByteChunks): Promise<{ readonly sizeBytes: number }>;
  /** The file under `key`, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file under `key`; a missing file is no error. */
  delete(key: string): Promise<void>;
  /** Keys of the finished files written before `olderThan`. */
  keysOlderThan(olderThan: Date): Promise<string[]>;
  /** Removes the writes left unfinished (a crash, a killed process) that began before `olderThan`. */
  removeUnfinished(olderThan: Date): Promise<number>;
}
