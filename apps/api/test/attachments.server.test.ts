import "reflect-metadata";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningService, startService } from "../src/server";
import {
  A_PDF,
  apiClient,
  aTransaction,
  aUser,
  fetchRequester,
  seedWalletAndCategory,
  TEST_JWT_SECRET,
} from "./support";

const TWO_HOURS_AGO = new Date(Date.now() - 2 * 60 * 60 * 1000);

/** The real service on a SQLite file, started twice on one FILES_DIR: what a crash leaves is swept on start. */
describe("attachment files across a restart", () => {
  let dir: string;
  let service: RunningService | undefined;
  const env = () => ({
    PORT: "0",
    HOST: "127.0.0.1",
    NODE_ENV: "test",
    DATABASE_URL: `sqlite:${join(dir, "finance.db")}`,
    JWT_SECRET: TEST_JWT_SECRET,
    BCRYPT_COST: "4",
    LOG_LEVEL: "silent",
  });

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "finance-files-server-"));
  });

  afterAll(async () => {
    await service?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("keeps files beside the SQLite file by default and sweeps orphans and unfinished writes on the next start", async () => {
    service = await startService({ env: env() });
    expect(service.config.files.dir).toBe(join(dir, "files"));
    const request = fetchRequester(service.url);
    const user = aUser();
    await apiClient(request).post("/auth/register", user);
    const login = await apiClient(request).post("/auth/login", { email: user.email, password: user.password });
    const token = login.body.accessToken as string;
    const api = apiClient(request, token);
    const { wallet, category } = await seedWalletAndCategory(api);
    const tx = await api.post("/transaction", aTransaction({ walletId: wallet.id, categoryId: category.id }));
    const form = new FormData();
    form.append("file", new Blob([A_PDF]), "statement.pdf");
    const uploaded = await request("POST", `/api/v1/transaction/${tx.body.transaction.id}/attachments`, {
      token,
      rawBody: form,
    });
    expect(uploaded.status).toBe(201);
    const id = uploaded.body.attachment.id as string;
    await service.stop();

    // What a crash leaves: a file whose row was never written, a write cut short, and a young
    // orphan another process may be about to link. The kept file is old too: age alone never removes it.
    const files = join(dir, "files");
    const keptPath = join(files, id.slice(-2), id);
    const orphan = "0190f5c4-7d1e-7c3a-9f6b-2d4e8a1b3c00";
    const youngOrphan = "0190f5c4-7d1e-7c3a-9f6b-2d4e8a1b3c11";
    mkdirSync(join(files, "00"), { recursive: true });
    mkdirSync(join(files, "11"), { recursive: true });
    writeFileSync(join(files, "00", orphan), "lost");
    writeFileSync(join(files, "11", youngOrphan), "being linked");
    writeFileSync(join(files, ".unfinished", `${orphan}.0123456789abcdef`), "half");
    for (const path of [
      keptPath,
      join(files, "00", orphan),
      join(files, ".unfinished", `${orphan}.0123456789abcdef`),
    ]) {
      utimesSync(path, TWO_HOURS_AGO, TWO_HOURS_AGO);
    }

    service = await startService({ env: env() });
    await service.fileSweep;
    expect(existsSync(join(files, "00", orphan))).toBe(false);
    expect(readdirSync(join(files, ".unfinished"))).toEqual([]);
    expect(existsSync(join(files, "11", youngOrphan))).toBe(true);
    const again = fetchRequester(service.url);
    const file = await again("GET", `/api/v1/attachments/${id}`, { token });
    expect(file.status).toBe(200);
    expect(Buffer.from(file.bytes ?? []).equals(Buffer.from(A_PDF))).toBe(true);
  });
});
