import { mkdtempSync } from "node:fs";
import { mkdir, readdir, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Attachment, SweepOrphanFiles } from "@finance/domain";
import { idOf, MemoryAttachmentRepo, MemoryStore } from "@finance/domain/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DiskFileStore, UNFINISHED_DIR } from "../src";

const HOUR = 60 * 60 * 1000;
const KEY = "0190f5c4-7d1e-7c3a-9f6b-2d4e8a1b3c5d";
const OTHER_KEY = "0190f5c4-7d1e-7c3a-9f6b-2d4e8a1b3c77";

const bytes = (...values: number[]) => new Uint8Array(values);
const readAll = async (content: AsyncIterable<Uint8Array>): Promise<Buffer> => {
  const chunks: Uint8Array[] = [];
  for await (const chunk of content) chunks.push(chunk);
  return Buffer.concat(chunks);
};
const ageBy = async (path: string, ms: number) => {
  const then = new Date(Date.now() - ms);
  await utimes(path, then, then);
};

let root: string;
let store: DiskFileStore;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "finance-files-"));
  store = new DiskFileStore(root);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("DiskFileStore", () => {
  it("creates its folders 0700 and its files 0600, so other local users can neither list nor read them", async () => {
    const nested = join(root, "data", "attachments");
    await new DiskFileStore(nested).put(KEY, [bytes(1, 2, 3)]);
    const modeOf = async (path: string) => (await stat(path)).mode & 0o777;
    const shard = join(nested, KEY.slice(-2));
    expect(await modeOf(join(shard, KEY))).toBe(0o600);
    const folders = [join(root, "data"), nested, shard, join(nested, UNFINISHED_DIR)];
    expect(await Promise.all(folders.map(modeOf))).toEqual([0o700, 0o700, 0o700, 0o700]);
  });

  it("writes chunks from a sync or async iterable and reads the same bytes back", async () => {
    const large = Buffer.alloc(3 * 1024 * 1024 + 7, 0xab);
    async function* chunked() {
      yield bytes(1, 2, 3);
      yield large;
    }
    expect(await store.put(KEY, chunked())).toEqual({ sizeBytes: large.length + 3 });
    const file = await store.get(KEY);
    expect(file?.sizeBytes).toBe(large.length + 3);
    const read = await readAll(file!.content);
    expect(read.subarray(0, 3)).toEqual(Buffer.from([1, 2, 3]));
    expect(read.subarray(3).equals(large)).toBe(true);

    await store.put(OTHER_KEY, [bytes(9)]);
    expect(await readAll((await store.get(OTHER_KEY))!.content)).toEqual(Buffer.from([9]));
    expect(await readdir(join(root, UNFINISHED_DIR))).toEqual([]);
  });

  it("answers null for a missing key and deletes idempotently", async () => {
    expect(await store.get(KEY)).toBeNull();
    await store.put(KEY, [bytes(1)]);
    await store.delete(KEY);
    await store.delete(KEY);
    expect(await store.get(KEY)).toBeNull();
  });

  it("refuses keys that could name a path outside the store", async () => {
    for (const key of ["../escape", "a/b", "", ".hidden", "x".repeat(200)]) {
      await expect(store.put(key, [bytes(1)])).rejects.toThrow(/letters, digits/);
      await expect(store.get(key)).rejects.toThrow(/letters, digits/);
    }
    expect((await readdir(root)).filter((name) => name !== UNFINISHED_DIR)).toEqual([]);
  });

  it("leaves neither a file under the key nor an unfinished write when the content fails midway", async () => {
    async function* broken() {
      yield bytes(1, 2, 3);
      throw new Error("client went away");
    }
    await expect(store.put(KEY, broken())).rejects.toThrow("client went away");
    expect(await store.get(KEY)).toBeNull();
    expect(await readdir(join(root, UNFINISHED_DIR))).toEqual([]);
  });

  it("a stopped reader releases the file (it can be deleted and read again)", async () => {
    await store.put(KEY, [Buffer.alloc(1024 * 1024, 1)]);
    const file = await store.get(KEY);
    for await (const _ of file!.content) break;
    await store.delete(KEY);
    expect(await store.get(KEY)).toBeNull();
  });

  it("lists finished files by age and removes unfinished writes past the cutoff only", async () => {
    await store.put(KEY, [bytes(1)]);
    await store.put(OTHER_KEY, [bytes(2)]);
    const oldPath = join(root, KEY.slice(-2), KEY);
    await ageBy(oldPath, 2 * HOUR);
    const staleTemp = join(root, UNFINISHED_DIR, `${KEY}.deadbeef`);
    const freshTemp = join(root, UNFINISHED_DIR, `${OTHER_KEY}.cafebabe`);
    await writeFile(staleTemp, "half a fi");
    await writeFile(freshTemp, "being written");
    await ageBy(staleTemp, 2 * HOUR);
    // Not this store's: a stray file in a shard folder and a folder that is not a shard.
    await writeFile(join(root, KEY.slice(-2), "notes.txt"), "x");
    await mkdir(join(root, "elsewhere"));
    await writeFile(join(root, "elsewhere", KEY), "x");

    const cutoff = new Date(Date.now() - HOUR);
    expect(await store.keysOlderThan(cutoff)).toEqual([KEY]);
    expect(await store.removeUnfinished(cutoff)).toBe(1);
    expect(await readdir(join(root, UNFINISHED_DIR))).toEqual([`${OTHER_KEY}.cafebabe`]);
  });

  it("the sweep on a real folder: an unfinished write and an orphan go, a file with a row and young files stay", async () => {
    const rows = new MemoryStore();
    const attachments = new MemoryAttachmentRepo(rows);
    const keptKey = "0190f5c4-7d1e-7c3a-9f6b-2d4e8a1b3caa";
    const orphanKey = "0190f5c4-7d1e-7c3a-9f6b-2d4e8a1b3cbb";
    const youngOrphanKey = "0190f5c4-7d1e-7c3a-9f6b-2d4e8a1b3ccc";
    for (const key of [keptKey, orphanKey, youngOrphanKey]) await store.put(key, [bytes(7, 7)]);
    const row: Attachment = {
      id: idOf(keptKey),
      userId: idOf("u"),
      transactionId: idOf("t"),
      fileKey: keptKey,
      contentType: "image/png",
      sizeBytes: 2,
      createdAt: new Date(),
    };
    rows.attachments.set(row.id, row);
    await ageBy(join(root, keptKey.slice(-2), keptKey), 2 * HOUR);
    await ageBy(join(root, orphanKey.slice(-2), orphanKey), 2 * HOUR);
    const crashed = join(root, UNFINISHED_DIR, `${orphanKey}.0123456789abcdef`);
    await writeFile(crashed, "half");
    await ageBy(crashed, 2 * HOUR);

    const sweep = new SweepOrphanFiles(attachments, store, { now: () => new Date() }, HOUR);
    expect(await sweep.execute()).toEqual({ orphans: 1, unfinished: 1 });
    expect(await store.get(orphanKey)).toBeNull();
    expect(await readFile(join(root, keptKey.slice(-2), keptKey))).toEqual(Buffer.from([7, 7]));
    expect(await store.get(youngOrphanKey)).not.toBeNull();
    expect(await readdir(join(root, UNFINISHED_DIR))).toEqual([]);
  });
});
