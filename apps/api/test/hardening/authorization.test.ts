import { idOf } from "@finance/domain/testing";
import { beforeAll, expect, it } from "vitest";
import { countingOcr, pngOfSize, receiptForm, stubOcr } from "../receipts.support";
import { apiClient, describeEachStore, registerAndLogin, useTestApp } from "../support";
import { MATRIX } from "./authorization/matrix";
import { importForm } from "./authorization/matrix.imports";
import {
  aLabelledOwner,
  PROTECTED,
  type Probe,
  RECEIPT,
  servedRoutes,
  snapshot,
  tag,
  type World,
} from "./authorization/matrix.support";

/**
 * OWASP API1 (broken object-level authorization), API3 (broken object property level). Every
 * route of the app, enumerated from `app.routes`, has an entry below; a new route without one
 * fails the first test. For every id a route takes (in the path, the body, the form or the query),
 * another user's id, a missing id and a malformed id answer the contract's 4xx; lists answer only
 * the caller's rows. Nothing Vera (the victim) owns, not even her ids, ever appears in a body
 * Mallory (the attacker) receives, and after all of it Vera's data is exactly as it was.
 */

describeEachStore("authorization matrix", (store) => {
  const ocr = countingOcr(stubOcr(RECEIPT));
  const t = useTestApp({ store, deps: { ocr: ocr.port } });
  let w: World;

  beforeAll(async () => {
    const carl = await registerAndLogin(t(), { name: tag("CARL-NAME"), email: `${tag("carl")}@example.com` });
    const vera = await aLabelledOwner(t(), carl, "VERA");
    const mallory = await aLabelledOwner(t(), await registerAndLogin(t()), "MALLORY");
    const veraView = await vera.user.api.get(`/budgets/${vera.budgetId}`);
    const veraTx = await vera.user.api.get(`/transaction/${vera.transactionId}`);
    const veraWallets = await vera.user.api.get("/wallet");
    const veraCategories = await vera.user.api.get("/categories");
    const veraTag = await vera.user.api.get(`/tags/${vera.tagId}`);
    const veraImport = await t().request("POST", "/api/v1/imports", {
      token: vera.user.token,
      rawBody: importForm({ walletId: vera.walletId, categoryId: vera.categoryId }),
    });
    expect(veraImport.status, JSON.stringify(veraImport.body)).toBe(201);
    const veraJob = await t().request("POST", "/api/v1/transaction/receipt", {
      token: vera.user.token,
      rawBody: receiptForm({ receipt: pngOfSize(64), walletId: vera.walletId, categoryId: vera.categoryId }),
      headers: { Prefer: "respond-async" },
    });
    expect(veraJob.status, JSON.stringify(veraJob.body)).toBe(202);
    // The job records its receipt in the background: let it finish before any snapshot is taken.
    for (let job = veraJob.body.job; job.status === "queued" || job.status === "running"; ) {
      await new Promise((done) => setTimeout(done, 20));
      job = (await vera.user.api.get(`/jobs/${job.id}`)).body.job;
    }
    const secrets = [
      vera.user.user.id,
      vera.user.user.name,
      vera.user.credentials.email,
      vera.walletId,
      vera.categoryId,
      vera.transactionId,
      vera.budgetId,
      vera.memberId,
      vera.attachmentId,
      vera.savingsWalletId,
      vera.transferId,
      vera.tokenId,
      vera.tokenSecret,
      vera.webhookId,
      vera.webhookSecret,
      vera.recurrenceId,
      vera.user.refreshToken,
      veraView.body.budget.name,
      veraTx.body.transaction.description,
      veraWallets.body.wallets[0].name,
      veraCategories.body.categories[0].name,
      vera.tagId,
      veraTag.body.tag.name,
      veraImport.body.import.id,
      veraJob.body.job.id,
      carl.user.id,
      carl.user.name,
      carl.credentials.email,
    ];
    w = {
      t: t(),
      vera,
      mallory,
      carl,
      secrets,
      seen: [],
      ocrCalls: () => ocr.counter.calls,
      credential: "session",
      malloryReadToken: apiClient(t().request, mallory.tokenSecret),
      veraImportId: veraImport.body.import.id,
      veraJobId: veraJob.body.job.id,
    };
  });

  it("has an entry for every route the app serves, and no entry for a route that is gone", () => {
    const served = servedRoutes(t());
    expect(served.filter((route) => !(route in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !served.includes(route))).toEqual([]);
  });

  /** Runs every probe of the matrix (expectations adjusted by `expectationOf`); answers the failures. */
  const runMatrix = async (expectationOf: (route: string, probe: Probe) => Probe["expect"]): Promise<string[]> => {
    const failures: string[] = [];
    for (const [route, probes] of Object.entries(MATRIX)) {
      for (const probe of probes) {
        const name = `${w.credential} | ${route} | ${probe.label}`;
        const res = await probe.send(w);
        w.seen.push({ probe: name, res });
        const expected = expectationOf(route, probe);
        try {
          if (typeof expected === "function") expected(res, w);
          else {
            const [status, code] = expected;
            expect(res.status).toBe(status);
            if (code !== "-") expect(res.body.code).toBe(code);
            if (status >= 400) {
              expect(res.body).toMatchObject({ code, message: expect.any(String), error: res.body.message });
              expect(
                Object.keys(res.body).filter((key) => !["code", "message", "error", "details"].includes(key)),
              ).toEqual([]);
            }
          }
        } catch (error) {
          failures.push(
            `${name}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)} (${(error as Error).message.split("\n")[0]})`,
          );
        }
      }
    }
    return failures;
  };

  it("answers another user's, a missing and a malformed id with the contract's 4xx, and lists only the caller's rows", async () => {
    const before = await snapshot(w);
    const ocrBefore = w.ocrCalls();
    w.credential = "session";
    expect(await runMatrix((_route, probe) => probe.expect)).toEqual([]);
    // Nothing of Vera's changed; no receipt of a foreign wallet or category reached the OCR step.
    expect(await snapshot(w)).toEqual(before);
    expect(w.ocrCalls()).toBe(ocrBefore);
  });

  it("with a read-scoped personal access token: every write is 403 INSUFFICIENT_SCOPE, token management too, reads answer as for a session", async () => {
    const before = await snapshot(w);
    const malloryBefore = await w.t.deps.repositories.wallets.listByUser(idOf(w.mallory.user.user.id));
    const ocrBefore = w.ocrCalls();
    w.credential = "readToken";
    try {
      const failures = await runMatrix((route, probe) => {
        const [method, path] = route.split(" ") as [string, string];
        if (!PROTECTED.test(path)) return probe.expect;
        if (method !== "GET" || path.startsWith("/api/v1/auth/")) return [403, "INSUFFICIENT_SCOPE"];
        return probe.expect;
      });
      expect(failures).toEqual([]);
    } finally {
      w.credential = "session";
    }
    expect(await snapshot(w)).toEqual(before);
    // Nothing was written for Mallory either: refused before validation, before any use case.
    expect(await w.t.deps.repositories.wallets.listByUser(idOf(w.mallory.user.user.id))).toEqual(malloryBefore);
    expect(w.ocrCalls()).toBe(ocrBefore);
  });

  it("never puts another user's data (ids, names, e-mail, descriptions) in any answer", () => {
    expect(w.seen.length).toBeGreaterThan(80);
    const leaks = w.seen.flatMap(({ probe, res }) => {
      const text = typeof res.body === "string" ? res.body : JSON.stringify(res.body);
      const headers = JSON.stringify([...res.headers.entries()]);
      return w.secrets
        .filter((secret) => text.includes(secret) || headers.includes(secret))
        .map((s) => `${probe}: ${s}`);
    });
    expect(leaks).toEqual([]);
  });

  it("keeps the rightful owner's access: Vera still reads and changes her own rows", async () => {
    const api = w.vera.user.api;
    expect((await api.get(`/transaction/${w.vera.transactionId}`)).status).toBe(200);
    expect((await api.get(`/attachments/${w.vera.attachmentId}`)).status).toBe(200);
    expect((await api.patch(`/budgets/${w.vera.budgetId}`, { limit: 400 })).status).toBe(200);
    const invited = await w.carl.api.patch(`/budgets/${w.vera.budgetId}/members/${w.vera.memberId}`, {
      status: "accepted",
    });
    expect(invited.status).toBe(200);
    expect((await w.carl.api.get("/budgets")).body.budgets.map((b: { id: string }) => b.id)).toContain(w.vera.budgetId);
    expect((await api.get(`/tags/${w.vera.tagId}`)).status).toBe(200);
    // Her session and her personal access token survived everything Mallory tried.
    expect((await w.t.client().post("/auth/refresh", { refreshToken: w.vera.user.refreshToken })).status).toBe(200);
    expect((await apiClient(w.t.request, w.vera.tokenSecret).get("/wallet")).status).toBe(200);
  });
});
