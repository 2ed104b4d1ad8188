import { expect } from "vitest";
import { aTransfer } from "../../support";
import { as, bodyIdCases, idCases, listOf, type Probe, TRANSFER_ID, WALLET_REF } from "./matrix.support";

/** The matrix's entries for transfers, the storage usage and the dashboard. */
export const TRANSFERS_ROUTES: Record<string, Probe[]> = {
  "POST /api/v1/transfers": [
    ...bodyIdCases(
      "fromWalletId",
      (id, w) => as(w).post("/transfers", aTransfer({ fromWalletId: id, toWalletId: w.mallory.savingsWalletId })),
      WALLET_REF,
      (w) => w.vera.walletId,
    ),
    ...bodyIdCases(
      "toWalletId",
      (id, w) => as(w).post("/transfers", aTransfer({ fromWalletId: w.mallory.walletId, toWalletId: id })),
      WALLET_REF,
      (w) => w.vera.savingsWalletId,
    ),
  ],
  "GET /api/v1/transfers": [
    {
      label: "list",
      send: (w) => as(w).get("/transfers", { limit: 100 }),
      expect: listOf("transfers", (w) => ({ fromWalletId: w.mallory.walletId })),
    },
  ],
  "GET /api/v1/transfers/:id": idCases(
    "id",
    (id, w) => as(w).get(`/transfers/${id}`),
    TRANSFER_ID,
    (w) => w.vera.transferId,
  ),
  "PATCH /api/v1/transfers/:id": [
    ...idCases(
      "id",
      (id, w) => as(w).patch(`/transfers/${id}`, { amount: 0.01, description: "mine now" }),
      TRANSFER_ID,
      (w) => w.vera.transferId,
    ),
    ...bodyIdCases(
      "fromWalletId of my own transfer",
      (id, w) => as(w).patch(`/transfers/${w.mallory.transferId}`, { fromWalletId: id }),
      WALLET_REF,
      (w) => w.vera.walletId,
    ),
    ...bodyIdCases(
      "toWalletId of my own transfer",
      (id, w) => as(w).patch(`/transfers/${w.mallory.transferId}`, { toWalletId: id }),
      WALLET_REF,
      (w) => w.vera.savingsWalletId,
    ),
  ],
  "DELETE /api/v1/transfers/:id": idCases(
    "id",
    (id, w) => as(w).delete(`/transfers/${id}`),
    TRANSFER_ID,
    (w) => w.vera.transferId,
  ),
  "GET /api/v1/me/usage": [
    {
      label: "only the caller's stored bytes and quota (counting per user: test/hardening/uploads.test.ts)",
      send: (w) => as(w).get("/me/usage"),
      expect: (res) => {
        expect(res.status).toBe(200);
        expect(Object.keys(res.body.usage).sort()).toEqual(["quotaBytes", "storedBytes"]);
        expect(Number.isInteger(res.body.usage.storedBytes)).toBe(true);
      },
    },
  ],
  "GET /api/v1/dashboard/summary": [
    {
      label: "only the caller's figures",
      send: (w) => as(w).get("/dashboard/summary", { from: "2026-01-01", to: "2026-12-31" }),
      expect: (res, w) => {
        expect(res.status).toBe(200);
        expect(res.body.summary.wallets.map((x: { id: string }) => x.id)).not.toContain(w.vera.walletId);
      },
    },
  ],
};
