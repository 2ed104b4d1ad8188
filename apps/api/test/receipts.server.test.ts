import "reflect-metadata";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningService, startService } from "../src/server";
import { receiptFixture, receiptForm } from "./receipts.support";
import { apiClient, aUser, aWallet, fetchRequester, TEST_JWT_SECRET } from "./support";

/** The service as main starts it, with the default OCR_PROVIDER (offline PaddleOCR) from the composition root. */
describe("receipts on the real server", () => {
  let dir: string;
  let service: RunningService;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "finance-receipts-"));
    service = await startService({
      env: {
        PORT: "0",
        HOST: "127.0.0.1",
        NODE_ENV: "test",
        DATABASE_URL: `sqlite:${join(dir, "finance.db")}`,
        JWT_SECRET: TEST_JWT_SECRET,
        BCRYPT_COST: "4",
        LOG_LEVEL: "silent",
      },
    });
  });

  afterAll(async () => {
    await service?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("reads an uploaded receipt over a socket with the default offline OCR, then shuts the worker down", async () => {
    const request = fetchRequester(service.url);
    const user = aUser();
    const anonymous = apiClient(request);
    await anonymous.post("/auth/register", user);
    const token = (await anonymous.post("/auth/login", { email: user.email, password: user.password })).body
      .accessToken as string;
    const api = apiClient(request, token);
    const walletId = (await api.post("/wallet", aWallet())).body.wallet.id as string;
    const categoryId = (await api.post("/categories", { name: "Groceries" })).body.category.id as string;

    const res = await request("POST", "/api/v1/transaction/receipt", {
      token,
      rawBody: receiptForm({ receipt: receiptFixture("tax-on-top.png"), walletId, categoryId }),
    });

    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.receipt).toMatchObject({ total: 22.4, itemsTotal: 22.4, tax: "added" });
    // PaddleOCR's recogniser (the default engine) may drop the space between two printed words.
    expect(res.body.receipt.merchant.replace(/\s+/g, "")).toBe("HARDWAREDEPOT");
    expect(res.body.transactions.map((tx: { amount: number }) => tx.amount)).toEqual([-12.99, -4.25, -3.5, -1.66]);
    expect((await api.get("/wallet")).body.wallets[0].balance).toBe(77.6);

    await service.stop();
    expect((await fetch(`${service.url}/health`).catch(() => null))?.status).toBeUndefined();
  });
});
