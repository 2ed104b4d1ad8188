import type { ByteChunks, Clock, FileStore, StoredFile } from "../index";

interface Entry {
  readonly bytes: Uint8Array;
  readonly writtenAt: Date;
}

const concat = (chunks: readonly Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
};

/**
 * The FileStore in memory, for unit tests of use cases. `leaveUnfinished` stands for a write a
 * crash cut short; `failNextPut` for a full disk.
 */
export class MemoryFileStore implements FileStore {
  readonly files = new Map<string, Entry>();
  readonly unfinished = new Map<string, Date>();
  private failure: Error | undefined;

  constructor(private readonly clock: Clock = { now: () => new Date() }) {}

  async put(key: string, content: ByteChunks): Promise<{ sizeBytes: number }> {
    const chunks: Uint8Array[] = [];
    for await (const chunk of content) chunks.push(chunk.slice());
    if (this.failure) {
      const failure = this.failure;
      this.failure = undefined;
      throw failure;
    }
    const bytes = concat(chunks);
    this.files.set(key, { bytes, writtenAt: this.clock.now() });
    return { sizeBytes: bytes.length };
  }

  async get(key: string): Promise<StoredFile | null> {
    const entry = this.files.get(key);
    if (!entry) return null;
    const bytes = entry.bytes.slice();
    return {
      sizeBytes: bytes.length,
      content: (async function* () {
        yield bytes;
      })(),
    };
  }

  async delete(key: string): Promise<void> {
    this.files.delete(key);
  }

  async keysOlderThan(olderThan: Date): Promise<string[]> {
    return [...this.files].filter(([, entry]) => entry.writtenAt < olderThan).map(([key]) => key);
  }

  async removeUnfinished(olderThan: Date): Promise<number> {
    const stale = [...this.unfinished].filter(([, startedAt]) => startedAt < olderThan);
    for (const [key] of stale) this.unfinished.delete(key);
    return stale.length;
  }

  /** A write that began now and never finished. */
  leaveUnfinished(name: string): void {
    this.unfinished.set(name, this.clock.now());
  }

  /** The next `put` fails with `error` after reading its content, storing nothing. */
  failNextPut(error: Error): void {
    this.failure = error;
  }
}
