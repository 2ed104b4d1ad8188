import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { ByteChunks, FileStore, StoredFile } from "@finance/domain";

/** Where writes in progress live until they are renamed into place (same file system, so the rename is atomic). */
export const UNFINISHED_DIR = ".unfinished";

/** Keys are ids: letters, digits and `-`, so a key can never name a path outside the store. */
const KEY = /^[A-Za-z0-9][A-Za-z0-9-]{0,127}$/;
/** The folder of a key: its last two characters (a UUID v7's random end), so no folder grows huge. */
const SHARD = /^[a-z0-9]{2}$/;

const isMissing = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === "ENOENT";

/**
 * Makes a rename or an unlink in `folder` durable: the directory entry is on disk once this
 * resolves. Where a folder cannot be opened for fsync (not on Linux), the rename still happened.
 */
const syncFolder = async (folder: string): Promise<void> => {
  const handle = await open(folder, "r").catch(() => null);
  if (!handle) return;
  try {
    await handle.sync();
  } catch {
    // Some file systems refuse fsync on a directory; the data itself is already synced.
  } finally {
    await handle.close();
  }
};

/** Files older than `olderThan` in `folder` (modification time), by name; none when the folder is not there. */
const filesOlderThan = async (folder: string, olderThan: Date): Promise<string[]> => {
  const entries = await readdir(folder, { withFileTypes: true }).catch((error: unknown) => {
    if (isMissing(error)) return [];
    throw error;
  });
  const old: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const info = await stat(join(folder, entry.name)).catch(() => null);
    if (info && info.mtime < olderThan) old.push(entry.name);
  }
  return old;
};

/** The file's bytes; stopping early (the client went away) closes the file at once. */
async function* readChunks(path: string): AsyncGenerator<Uint8Array> {
  const stream = createReadStream(path);
  try {
    for await (const chunk of stream) yield chunk as Uint8Array;
  } finally {
    stream.destroy();
  }
}

/**
 * The FileStore on a local disk, under `root`: `root/<last two characters of the key>/<key>`.
 * A write goes to `root/.unfinished/<key>.<random>` first, is fsynced, then renamed into place and
 * the folder fsynced: a crash leaves either the whole file under its key or an unfinished write,
 * never a part of a file under a key. Several processes may share `root`: the random suffix keeps
 * their writes apart, and the sweep only removes what is older than its grace period.
 */
export class DiskFileStore implements FileStore {
  constructor(private readonly root: string) {}

  async put(key: string, content: ByteChunks): Promise<{ sizeBytes: number }> {
    const target = this.pathOf(key);
    const unfinished = join(this.root, UNFINISHED_DIR);
    // Private like the files: other local users may not list the keys.
    await mkdir(unfinished, { recursive: true, mode: 0o700 });
    await mkdir(dirname(target), { recursive: true, mode: 0o700 });
    const temp = join(unfinished, `${key}.${randomBytes(8).toString("hex")}`);
    let sizeBytes = 0;
    const handle = await open(temp, "wx", 0o600);
    try {
      for await (const chunk of content) {
        // A write may take fewer bytes than asked; the rest is written on the next turn.
        for (let offset = 0; offset < chunk.byteLength; ) {
          const { bytesWritten } = await handle.write(chunk, offset, chunk.byteLength - offset);
          offset += bytesWritten;
        }
        sizeBytes += chunk.byteLength;
      }
      await handle.sync();
      await handle.close();
      await rename(temp, target);
    } catch (error) {
      await handle.close().catch(() => undefined);
      await rm(temp, { force: true });
      throw error;
    }
    await syncFolder(dirname(target));
    return { sizeBytes };
  }

  async get(key: string): Promise<StoredFile | null> {
    const path = this.pathOf(key);
    const info = await stat(path).catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
    if (!info?.isFile()) return null;
    // Opened only when read, so an answer whose body is never sent (HEAD) holds no file open; a
    // key is written once and never rewritten, so the size stays the file's.
    return { sizeBytes: info.size, content: readChunks(path) };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async keysOlderThan(olderThan: Date): Promise<string[]> {
    const shards = await readdir(this.root, { withFileTypes: true }).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    const keys: string[] = [];
    for (const shard of shards) {
      if (!shard.isDirectory() || !SHARD.test(shard.name)) continue;
      const names = await filesOlderThan(join(this.root, shard.name), olderThan);
      // Only what this store would have written there; anything else is not ours to judge.
      keys.push(...names.filter((name) => KEY.test(name) && this.shardOf(name) === shard.name));
    }
    return keys;
  }

  async removeUnfinished(olderThan: Date): Promise<number> {
    const folder = join(this.root, UNFINISHED_DIR);
    const stale = await filesOlderThan(folder, olderThan);
    await Promise.all(stale.map((name) => rm(join(folder, name), { force: true })));
    return stale.length;
  }

  private shardOf(key: string): string {
    return key.slice(-2).toLowerCase();
  }

  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error("A file key is letters, digits and '-' only");
    return join(this.root, this.shardOf(key), key);
  }
}
