import { expect } from "vitest";
import type { TestResponse } from "../../support";
import { as, bearerOf, bodyIdCases, CATEGORY_REF, idCases, type Probe, WALLET_REF, type World } from "./matrix.support";

/** A two-row bank CSV, as a form for POST /imports. */
export const importForm = (ids: { walletId: string; categoryId: string }) => {
  const form = new FormData();
  form.append(
    "file",
    new Blob(["Date,Amount,Description\n2026-03-01,-2.50,Bread\n2026-03-02,-3.00,Milk\n"]),
    "bank.csv",
  );
  form.append("walletId", ids.walletId);
  form.append("categoryId", ids.categoryId);
  return form;
};

const previewImport = (w: World, ids: { walletId: string; categoryId: string }) =>
  w.t.request("POST", "/api/v1/imports", { token: bearerOf(w), rawBody: importForm(ids) });

const IMPORT_ID = {
  foreign: [404, "IMPORT_NOT_FOUND"],
  missing: [404, "IMPORT_NOT_FOUND"],
  malformed: [400, "VALIDATION_ERROR"],
} as const;

/** A job id is opaque: another user's, an unknown and a malformed one are all simply not found. */
const JOB_ID = {
  foreign: [404, "JOB_NOT_FOUND"],
  missing: [404, "JOB_NOT_FOUND"],
  malformed: [404, "JOB_NOT_FOUND"],
} as const;

/** An export answer: 200, a file of the caller's rows only (the secrets check does the rest). */
const exportOf = (res: TestResponse, w: World) => {
  expect(res.status, JSON.stringify(res.body).slice(0, 200)).toBe(200);
  expect(res.headers.get("content-disposition")).toMatch(/^attachment/);
  const text = typeof res.body === "string" ? res.body : JSON.stringify(res.body);
  expect(text).not.toContain(w.vera.transactionId);
};

/** The matrix's entries for bank-file imports, the export and jobs. */
export const IMPORTS_ROUTES: Record<string, Probe[]> = {
  "POST /api/v1/imports": [
    ...bodyIdCases(
      "walletId",
      (id, w) => previewImport(w, { walletId: id, categoryId: w.mallory.categoryId }),
      WALLET_REF,
      (w) => w.vera.walletId,
    ),
    ...bodyIdCases(
      "categoryId",
      (id, w) => previewImport(w, { walletId: w.mallory.walletId, categoryId: id }),
      CATEGORY_REF,
      (w) => w.vera.categoryId,
    ),
  ],
  "GET /api/v1/imports/:id/rows": idCases(
    "id",
    (id, w) => as(w).get(`/imports/${id}/rows`),
    IMPORT_ID,
    (w) => w.veraImportId,
  ),
  "POST /api/v1/imports/:id/commit": idCases(
    "id",
    (id, w) => as(w).post(`/imports/${id}/commit`, {}),
    IMPORT_ID,
    (w) => w.veraImportId,
  ),
  "DELETE /api/v1/imports/:id": idCases(
    "id",
    (id, w) => as(w).delete(`/imports/${id}`),
    IMPORT_ID,
    (w) => w.veraImportId,
  ),
  "GET /api/v1/export/transactions.csv": [
    { label: "only the caller's rows", send: (w) => as(w).get("/export/transactions.csv"), expect: exportOf },
    {
      label: "another user's wallet as filter: no rows",
      send: (w) => as(w).get("/export/transactions.csv", { walletId: w.vera.walletId }),
      expect: exportOf,
    },
  ],
  "GET /api/v1/export/transactions.json": [
    { label: "only the caller's rows", send: (w) => as(w).get("/export/transactions.json"), expect: exportOf },
  ],
  "GET /api/v1/jobs/:id": idCases(
    "id",
    (id, w) => as(w).get(`/jobs/${id}`),
    JOB_ID,
    (w) => w.veraJobId,
  ),
  "GET /health/ready": [{ label: "public", send: (w) => w.t.request("GET", "/health/ready"), expect: [200, "-"] }],
};
