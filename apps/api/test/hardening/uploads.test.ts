import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pngOfSize } from "../receipts.support";
import { aCategory, aTransaction, aWallet, type LoggedInUser, registerAndLogin } from "../support";
import { type RealServer, type RealStore, type ServiceProcess, spawnService, startRealServer } from "./support";

/**
 * Uploads are never whole in memory, one user cannot hold many at once, and a user's stored files
 * stay under STORAGE_QUOTA_BYTES. Real sockets; the memory test measures the server's own process.
 */

const MiB = 1024 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A user with one transaction to attach files to. */
const aUserWithTransaction = async (request: ServiceProcess["request"]) => {
  const user = await registerAndLogin({ request });
  const wallet = (await user.api.post("/wallet", aWallet())).body.wallet;
  const category = (await user.api.post("/categories", aCategory())).body.category;
  const transaction = (
    await user.api.post("/transaction", aTransaction({ walletId: wallet.id, categoryId: category.id }))
  ).body.transaction;
  return { user, walletId: wallet.id as string, categoryId: category.id as string, transactionId: transaction.id };
};

/** A PDF of exactly `size` bytes (its header, then padding). */
const pdfOfSize = (size: number): Uint8Array => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode("%PDF-1.4\n"));
  return bytes;
};

/** The raw bytes of a one-file multipart request to `path`. */
const multipartRequest = (path: string, token: string, file: Uint8Array) => {
  const boundary = `----finance${Math.random().toString(36).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
      "Content-Type: application/pdf\r\n\r\n",
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, file, tail]);
  const headers = Buffer.from(
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n\r\n`,
  );
  return Buffer.concat([headers, body]);
};

/**
 * Sends `raw` but its last `keep` bytes, respecting backpressure, and stops writing when an answer
 * comes. `sent` resolves "held" once all but `keep` bytes are written, or with the answer's status.
 */
const holdUpload = (url: string, raw: Buffer, keep = 10) => {
  const { port } = new URL(url);
  const socket: Socket = connect(Number(port), "127.0.0.1");
  socket.on("error", () => {});
  let response = "";
  let answered: (status: number) => void = () => {};
  const answer = new Promise<number>((resolveAnswer) => {
    answered = resolveAnswer;
  });
  socket.on("data", (chunk: Buffer) => {
    response += chunk.toString("latin1");
    const status = /^HTTP\/1\.1 (\d{3})/.exec(response);
    if (status) answered(Number(status[1]));
  });
  socket.on("close", () => answered(0));
  const sent = (async (): Promise<"held" | number> => {
    await new Promise<void>((resolveConnect) => socket.once("connect", () => resolveConnect()));
    const until = raw.length - keep;
    for (let offset = 0; offset < until; offset += 64 * 1024) {
      const chunk = raw.subarray(offset, Math.min(until, offset + 64 * 1024));
      if (!socket.write(chunk)) {
        const drained = new Promise<"drain">((resolveDrain) => socket.once("drain", () => resolveDrain("drain")));
        const outcome = await Promise.race([drained, answer]);
        if (outcome !== "drain") return outcome;
      }
    }
    return "held";
  })();
  return {
    sent,
    answer,
    finish: () => {
      socket.write(raw.subarray(raw.length - keep));
      return answer;
    },
    abort: () => socket.destroy(),
  };
};

/** Resident memory of a process, as its `process.memoryUsage().rss` reports it (Linux /proc). */
const rssOf = (pid: number): number => {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  if (!line?.[1]) throw new Error("no VmRSS");
  return Number(line[1]) * 1024;
};

const uploadFiles = (dir: string) => readdirSync(dir).filter((name) => name.startsWith("finance-upload-"));

describe("held uploads: refused past the per-user cap, on disk rather than in memory (SQLite, a server process of its own)", () => {
  const USERS = 5;
  const PER_USER = 5;
  const CAP = 4;
  const FILE_BYTES = 10 * MiB - 4096;
  /** The server's resident memory may grow this much while 20 x 10 MiB uploads are held. */
  const RSS_BOUND = 100 * MiB;
  let service: ServiceProcess;
  let dir: string;
  let temporary: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "finance-uploads-"));
    temporary = join(dir, "tmp");
    rmSync(temporary, { recursive: true, force: true });
    mkdirSync(temporary, { mode: 0o700 });
    service = await spawnService({
      DATABASE_URL: `sqlite:${join(dir, "finance.db")}`,
      TMPDIR: temporary,
      UPLOAD_MAX_IN_FLIGHT_PER_USER: String(CAP),
    });
  }, 120_000);

  afterAll(async () => {
    await service?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it(`refuses each user's uploads past ${CAP} at once (429), holds ${USERS * CAP} x 10 MiB in temporary 0600 files with RSS under +100 MB, and removes every temporary file`, async () => {
    const users = [];
    for (let i = 0; i < USERS; i += 1) users.push(await aUserWithTransaction(service.request));
    const file = pdfOfSize(FILE_BYTES);
    // Warm-up: one whole upload, so the code paths and buffers of an upload are in place.
    const warm = holdUpload(
      service.url,
      multipartRequest(
        `/api/v1/transaction/${users[0]?.transactionId}/attachments`,
        users[0]?.user.token ?? "",
        pdfOfSize(64 * 1024),
      ),
    );
    expect(await warm.sent).toBe("held");
    expect(await warm.finish()).toBe(201);
    await sleep(500);
    const before = rssOf(service.child.pid ?? 0);

    const uploads = users.flatMap(({ user, transactionId }) =>
      Array.from({ length: PER_USER }, () =>
        holdUpload(service.url, multipartRequest(`/api/v1/transaction/${transactionId}/attachments`, user.token, file)),
      ),
    );
    const outcomes = await Promise.all(uploads.map((upload) => upload.sent));
    const held = uploads.filter((_, i) => outcomes[i] === "held");
    expect(outcomes.filter((outcome) => outcome === 429)).toHaveLength(USERS * (PER_USER - CAP));
    expect(held).toHaveLength(USERS * CAP);

    // Wait (bounded) until the server has written nearly every byte sent to its temporary files.
    const nearlyAll = (FILE_BYTES - 256 * 1024) * USERS * CAP;
    const spooled = () => uploadFiles(temporary).reduce((sum, name) => sum + statSync(join(temporary, name)).size, 0);
    for (let i = 0; i < 200 && spooled() < nearlyAll; i += 1) await sleep(50);
    expect(spooled()).toBeGreaterThanOrEqual(nearlyAll);
    expect(uploadFiles(temporary)).toHaveLength(USERS * CAP);
    for (const name of uploadFiles(temporary)) expect(statSync(join(temporary, name)).mode & 0o777).toBe(0o600);

    const during = rssOf(service.child.pid ?? 0);
    console.info(
      `held uploads: RSS ${(before / MiB).toFixed(0)} MiB before, ${(during / MiB).toFixed(0)} MiB with ` +
        `${held.length} x ${(FILE_BYTES / MiB).toFixed(2)} MiB held (+${((during - before) / MiB).toFixed(1)} MiB)`,
    );
    expect(during - before).toBeLessThan(RSS_BOUND);

    // Half finish (stored), half are abandoned mid-body: no temporary file is left either way.
    const finishing = held.filter((_, i) => i % 2 === 0);
    const abandoned = held.filter((_, i) => i % 2 === 1);
    for (const upload of abandoned) upload.abort();
    expect(await Promise.all(finishing.map((upload) => upload.finish()))).toEqual(finishing.map(() => 201));
    for (let i = 0; i < 100 && uploadFiles(temporary).length > 0; i += 1) await sleep(50);
    expect(uploadFiles(temporary)).toEqual([]);
  }, 120_000);

  it("removes the temporary file of an upload refused past ATTACHMENT_MAX_BYTES as it streams", async () => {
    const { user, transactionId } = await aUserWithTransaction(service.request);
    const upload = holdUpload(
      service.url,
      multipartRequest(`/api/v1/transaction/${transactionId}/attachments`, user.token, pdfOfSize(10 * MiB + 1)),
      0,
    );
    await upload.sent;
    expect(await upload.answer).toBe(413);
    for (let i = 0; i < 100 && uploadFiles(temporary).length > 0; i += 1) await sleep(50);
    expect(uploadFiles(temporary)).toEqual([]);
  }, 60_000);
});

describe.each<RealStore>(["sqlite", "postgres"])("storage quota (%s)", (store) => {
  const QUOTA = 100_000;
  let server: RealServer;

  beforeAll(async () => {
    server = await startRealServer(store, { STORAGE_QUOTA_BYTES: String(QUOTA), UPLOAD_MAX_IN_FLIGHT_PER_USER: "20" });
  });

  afterAll(async () => {
    await server?.close();
  });

  const attach = (user: LoggedInUser, transactionId: string, size: number) => {
    const form = new FormData();
    form.append("file", new Blob([pdfOfSize(size)]), "doc.pdf");
    return server.request("POST", `/api/v1/transaction/${transactionId}/attachments`, {
      token: user.token,
      rawBody: form,
    });
  };
  const usageOf = async (user: LoggedInUser) => {
    const res = await user.api.get("/me/usage");
    expect(res.status).toBe(200);
    expect(res.body.code).toBe("USAGE_FETCHED");
    return res.body.usage as { storedBytes: number; quotaBytes: number };
  };
  const storedFiles = () => {
    const root = server.service.config.files.dir;
    let count = 0;
    for (const shard of readdirSync(root, { withFileTypes: true })) {
      if (shard.isDirectory() && shard.name !== ".unfinished") count += readdirSync(join(root, shard.name)).length;
    }
    return count;
  };

  it("refuses an upload that would pass STORAGE_QUOTA_BYTES with 413 STORAGE_QUOTA_EXCEEDED, storing nothing, and reports the usage", async () => {
    const { user, transactionId, walletId, categoryId } = await aUserWithTransaction(server.request);
    const other = await aUserWithTransaction(server.request);
    expect(await usageOf(user)).toEqual({ storedBytes: 0, quotaBytes: QUOTA });

    expect((await attach(user, transactionId, 40_000)).status).toBe(201);
    const second = await attach(user, transactionId, 40_000);
    expect(second.status).toBe(201);
    expect(await usageOf(user)).toEqual({ storedBytes: 80_000, quotaBytes: QUOTA });
    const files = storedFiles();

    const over = await attach(user, transactionId, 20_001);
    expect(over.status).toBe(413);
    expect(over.body.code).toBe("STORAGE_QUOTA_EXCEEDED");
    expect(storedFiles()).toBe(files);
    expect((await user.api.get(`/transaction/${transactionId}/attachments`)).body.attachments).toHaveLength(2);
    expect(await usageOf(user)).toEqual({ storedBytes: 80_000, quotaBytes: QUOTA });
    // Exactly at the quota is allowed; another user's files are their own.
    expect((await attach(user, transactionId, 20_000)).status).toBe(201);
    expect(await usageOf(other.user)).toEqual({ storedBytes: 0, quotaBytes: QUOTA });

    // A receipt whose image would pass the quota is refused before it is read: no transaction.
    const before = (await user.api.get("/transaction")).body;
    const receipt = new FormData();
    receipt.append("receipt", new Blob([pngOfSize(4096)], { type: "image/png" }), "receipt.png");
    receipt.append("walletId", walletId);
    receipt.append("categoryId", categoryId);
    const refused = await server.request("POST", "/api/v1/transaction/receipt", {
      token: user.token,
      rawBody: receipt,
    });
    expect(refused.status).toBe(413);
    expect(refused.body.code).toBe("STORAGE_QUOTA_EXCEEDED");
    expect((await user.api.get("/transaction")).body).toEqual(before);

    // Deleting frees its bytes.
    expect((await user.api.delete(`/attachments/${second.body.attachment.id}`)).status).toBe(200);
    expect(await usageOf(user)).toEqual({ storedBytes: 60_000, quotaBytes: QUOTA });
  });

  it("counts concurrent uploads of one user in turn: exactly as many as fit are stored", async () => {
    const { user, transactionId } = await aUserWithTransaction(server.request);
    const answers = await Promise.all(Array.from({ length: 10 }, () => attach(user, transactionId, 30_000)));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 413)).toHaveLength(7);
    expect(await usageOf(user)).toEqual({ storedBytes: 90_000, quotaBytes: QUOTA });
  });
});
