import { expect } from "vitest";
import { aTransaction, aWallet } from "../../support";
import {
  ATTACHMENT_ID,
  as,
  attach,
  bodyIdCases,
  CATEGORY_ID,
  CATEGORY_REF,
  idCases,
  listOf,
  type Probe,
  receipt,
  TAG_ID,
  TX_ID,
  tag,
  tagIdsCases,
  WALLET_ID,
  WALLET_REF,
} from "./matrix.support";

/** The matrix's entries for wallets, categories, transactions, tags, receipts and attachments. */
export const LEDGER_ROUTES: Record<string, Probe[]> = {
  "GET /api/v1/wallet": [{ label: "list", send: (w) => as(w).get("/wallet"), expect: listOf("wallets") }],
  "POST /api/v1/wallet": [
    {
      label: "another user's wallet name is free",
      send: (w) => as(w).post("/wallet", aWallet({ name: "Checking" })),
      expect: [201, "WALLET_CREATED"],
    },
  ],
  "GET /api/v1/wallet/:id": idCases(
    "id",
    (id, w) => as(w).get(`/wallet/${id}`),
    WALLET_ID,
    (w) => w.vera.walletId,
  ),
  "PATCH /api/v1/wallet/:id": idCases(
    "id",
    (id, w) => as(w).patch(`/wallet/${id}`, { name: "mine now", initialBalance: 0, archived: true }),
    WALLET_ID,
    (w) => w.vera.walletId,
  ),
  "DELETE /api/v1/wallet/:id": [
    ...idCases(
      "id",
      (id, w) => as(w).delete(`/wallet/${id}`),
      WALLET_ID,
      (w) => w.vera.walletId,
    ),
    ...idCases(
      "reassignTo of my own wallet",
      (id, w) => as(w).delete(`/wallet/${w.mallory.walletId}?reassignTo=${id}`),
      WALLET_ID,
      (w) => w.vera.walletId,
    ),
  ],
  "GET /api/v1/categories": [{ label: "list", send: (w) => as(w).get("/categories"), expect: listOf("categories") }],
  "GET /api/v1/categories/:id": idCases(
    "id",
    (id, w) => as(w).get(`/categories/${id}`),
    CATEGORY_ID,
    (w) => w.vera.categoryId,
  ),
  "PATCH /api/v1/categories/:id": idCases(
    "id",
    (id, w) => as(w).patch(`/categories/${id}`, { name: "mine now", archived: true }),
    CATEGORY_ID,
    (w) => w.vera.categoryId,
  ),
  "DELETE /api/v1/categories/:id": [
    ...idCases(
      "id",
      (id, w) => as(w).delete(`/categories/${id}`),
      CATEGORY_ID,
      (w) => w.vera.categoryId,
    ),
    ...idCases(
      "reassignTo of my own category",
      (id, w) => as(w).delete(`/categories/${w.mallory.categoryId}?reassignTo=${id}`),
      CATEGORY_ID,
      (w) => w.vera.categoryId,
    ),
  ],
  "POST /api/v1/categories": [
    {
      label: "another user's category name is free (no 409 that would reveal it)",
      send: async (w) => {
        const vera = await w.vera.user.api.get("/categories");
        // Lower case: the same name to the case-insensitive check, not the literal the leak check looks for.
        return as(w).post("/categories", { name: vera.body.categories[0].name.toLowerCase() });
      },
      expect: (res) => {
        expect(res.status).toBe(201);
        expect(res.body.code).toBe("CATEGORY_CREATED");
      },
    },
  ],
  "GET /api/v1/transaction": [
    {
      label: "list",
      send: (w) => as(w).get("/transaction", { limit: 100 }),
      expect: listOf("transactions", (w) => ({
        walletId: expect.toSatisfy((id) => [w.mallory.walletId, w.mallory.savingsWalletId].includes(id as string)),
      })),
    },
    {
      label: "filtered by another user's wallet: empty",
      send: (w) => as(w).get("/transaction", { walletId: w.vera.walletId }),
      expect: (res) => {
        expect(res.status).toBe(200);
        expect(res.body.transactions).toEqual([]);
      },
    },
    {
      label: "filtered by another user's category: empty",
      send: (w) => as(w).get("/transaction", { categoryId: w.vera.categoryId }),
      expect: (res) => {
        expect(res.status).toBe(200);
        expect(res.body.transactions).toEqual([]);
      },
    },
    {
      label: "filtered by another user's tag: empty",
      send: (w) => as(w).get("/transaction", { tagId: w.vera.tagId }),
      expect: (res) => {
        expect(res.status).toBe(200);
        expect(res.body.transactions).toEqual([]);
      },
    },
    {
      label: "filtered by my tag and another user's: mine only",
      send: (w) => as(w).get("/transaction", { tagId: `${w.vera.tagId},${w.mallory.tagId}` }),
      expect: (res, w) => {
        expect(res.status).toBe(200);
        expect(res.body.transactions.map((x: { id: string }) => x.id)).toEqual([w.mallory.transactionId]);
      },
    },
    {
      label: "searching another user's description: empty",
      send: async (w) => {
        const vera = await w.vera.user.api.get(`/transaction/${w.vera.transactionId}`);
        return as(w).get("/transaction", { q: vera.body.transaction.description });
      },
      expect: (res) => {
        expect(res.status).toBe(200);
        expect(res.body.transactions).toEqual([]);
      },
    },
  ],
  "POST /api/v1/transaction": [
    ...bodyIdCases(
      "walletId",
      (id, w) => as(w).post("/transaction", aTransaction({ walletId: id, categoryId: w.mallory.categoryId })),
      WALLET_REF,
      (w) => w.vera.walletId,
    ),
    ...bodyIdCases(
      "categoryId",
      (id, w) => as(w).post("/transaction", aTransaction({ walletId: w.mallory.walletId, categoryId: id })),
      CATEGORY_REF,
      (w) => w.vera.categoryId,
    ),
    ...tagIdsCases("tagIds", (tagIds, w) =>
      as(w).post(
        "/transaction",
        aTransaction({ walletId: w.mallory.walletId, categoryId: w.mallory.categoryId }, { tagIds }),
      ),
    ),
  ],
  "GET /api/v1/transaction/:id": idCases(
    "id",
    (id, w) => as(w).get(`/transaction/${id}`),
    TX_ID,
    (w) => w.vera.transactionId,
  ),
  "PATCH /api/v1/transaction/:id": [
    ...idCases(
      "id",
      (id, w) => as(w).patch(`/transaction/${id}`, { amount: 0.01, description: "mine now" }),
      TX_ID,
      (w) => w.vera.transactionId,
    ),
    ...bodyIdCases(
      "walletId of my own transaction",
      (id, w) => as(w).patch(`/transaction/${w.mallory.transactionId}`, { walletId: id }),
      WALLET_REF,
      (w) => w.vera.walletId,
    ),
    ...bodyIdCases(
      "categoryId of my own transaction",
      (id, w) => as(w).patch(`/transaction/${w.mallory.transactionId}`, { categoryId: id }),
      CATEGORY_REF,
      (w) => w.vera.categoryId,
    ),
    ...tagIdsCases("tagIds of my own transaction", (tagIds, w) =>
      as(w).patch(`/transaction/${w.mallory.transactionId}`, { tagIds }),
    ),
  ],
  "GET /api/v1/tags": [{ label: "list", send: (w) => as(w).get("/tags"), expect: listOf("tags") }],
  "POST /api/v1/tags": [
    {
      label: "another user's tag name is free (no 409 that would reveal it)",
      send: async (w) => {
        const vera = await w.vera.user.api.get(`/tags/${w.vera.tagId}`);
        return as(w).post("/tags", { name: vera.body.tag.name.toLowerCase() });
      },
      expect: [201, "TAG_CREATED"],
    },
  ],
  "GET /api/v1/tags/:id": idCases(
    "id",
    (id, w) => as(w).get(`/tags/${id}`),
    TAG_ID,
    (w) => w.vera.tagId,
  ),
  "PATCH /api/v1/tags/:id": idCases(
    "id",
    (id, w) => as(w).patch(`/tags/${id}`, { name: tag("M-TAG") }),
    TAG_ID,
    (w) => w.vera.tagId,
  ),
  "DELETE /api/v1/tags/:id": idCases(
    "id",
    (id, w) => as(w).delete(`/tags/${id}`),
    TAG_ID,
    (w) => w.vera.tagId,
  ),
  "DELETE /api/v1/transaction/:id": idCases(
    "id",
    (id, w) => as(w).delete(`/transaction/${id}`),
    TX_ID,
    (w) => w.vera.transactionId,
  ),
  "POST /api/v1/transaction/receipt": [
    ...bodyIdCases(
      "walletId",
      (id, w) => receipt(w, { walletId: id, categoryId: w.mallory.categoryId }),
      WALLET_REF,
      (w) => w.vera.walletId,
    ),
    ...bodyIdCases(
      "categoryId",
      (id, w) => receipt(w, { walletId: w.mallory.walletId, categoryId: id }),
      CATEGORY_REF,
      (w) => w.vera.categoryId,
    ),
  ],
  "POST /api/v1/transaction/:id/attachments": idCases(
    "id",
    (id, w) => attach(w, id),
    TX_ID,
    (w) => w.vera.transactionId,
  ),
  "GET /api/v1/transaction/:id/attachments": idCases(
    "id",
    (id, w) => as(w).get(`/transaction/${id}/attachments`),
    TX_ID,
    (w) => w.vera.transactionId,
  ),
  "GET /api/v1/attachments/:id": idCases(
    "id",
    (id, w) => as(w).get(`/attachments/${id}`),
    ATTACHMENT_ID,
    (w) => w.vera.attachmentId,
  ),
  "DELETE /api/v1/attachments/:id": idCases(
    "id",
    (id, w) => as(w).delete(`/attachments/${id}`),
    ATTACHMENT_ID,
    (w) => w.vera.attachmentId,
  ),
};
