import "reflect-metadata";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type CalendarDate, createUuidV7Generator, type ImportId, type UserId, type WalletId } from "@finance/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolve } from "../src/composition/container";
import { TOKENS } from "../src/composition/tokens";
import { type RunningService, startService } from "../src/server";
import { postImport } from "./imports.support";
import { fetchRequester, registerAndLogin, seedWalletAndCategory, TEST_JWT_SECRET } from "./support";

/** The running service sweeps expired import previews on its own, on its real SQLite file. */
describe("expired import previews are purged by the service", () => {
  let dir: string;
  let service: RunningService;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "finance-import-purge-"));
    service = await startService({
      env: {
        PORT: "0",
        HOST: "127.0.0.1",
        NODE_ENV: "test",
        DATABASE_URL: `sqlite:${join(dir, "finance.db")}`,
        JWT_SECRET: TEST_JWT_SECRET,
        BCRYPT_COST: "4",
        LOG_LEVEL: "silent",
        IMPORT_PURGE_INTERVAL_MS: "50",
      },
    });
  });

  afterAll(async () => {
    await service?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("removes a preview past its expiry with its rows, on its interval, and keeps a live one", async () => {
    const request = fetchRequester(service.url);
    const user = await registerAndLogin({ request });
    const { wallet, category } = await seedWalletAndCategory(user.api, { wallet: { currency: "USD" } });
    const live = await postImport(
      { request } as never,
      { token: user.token, walletId: wallet.id, categoryId: category.id },
      "Date,Amount,Description\r\n2026-03-01,-4.50,Coffee\r\n",
    );
    expect(live.status).toBe(201);

    // A preview made more than a day ago, written straight to the store the service runs on.
    const ids = createUuidV7Generator((length) => randomBytes(length));
    const imports = resolve(service.container, TOKENS.Repositories).imports;
    const createdAt = new Date(Date.now() - 25 * 60 * 60 * 1000);
    const expiredId = ids.next<ImportId>();
    await imports.create({
      id: expiredId,
      userId: user.user.id as UserId,
      walletId: wallet.id as WalletId,
      currency: wallet.currency,
      format: "csv",
      status: "reading",
      counts: { rows: 0, ready: 0, duplicate: 0, refused: 0 },
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 24 * 60 * 60 * 1000),
      committedAt: null,
    });
    await imports.addRows([
      {
        importId: expiredId,
        position: 1,
        line: 2,
        status: "ready",
        reason: null,
        message: null,
        transaction: {
          id: ids.next(),
          type: "expense",
          amountMinor: -450,
          date: "2026-03-01" as CalendarDate,
          description: "Coffee",
          categoryId: category.id,
          externalId: null,
        },
      },
    ]);
    await imports.finishReading(expiredId, { rows: 1, ready: 1, duplicate: 0, refused: 0 });
    expect(await imports.findById(expiredId)).not.toBeNull();

    const until = Date.now() + 10_000;
    while ((await imports.findById(expiredId)) !== null && Date.now() < until) {
      await new Promise((done) => setTimeout(done, 25));
    }
    expect(await imports.findById(expiredId)).toBeNull();
    expect(await imports.listRows({ importId: expiredId, limit: 10 })).toEqual([]);

    const rows = await request("GET", `/api/v1/imports/${live.body.import.id}/rows`, { token: user.token });
    expect(rows.status).toBe(200);
    expect(rows.body.rows).toHaveLength(1);
  });
});
