import type { ParsedReceipt } from "@finance/domain";
import { expect } from "vitest";
import { ERROR_STATUS } from "../../../src/http/errorStatus";
import type { StoreKind, TestResponse } from "../../support";

/** FUZZ_RUNS=N multiplies every property's run count. */
export const SCALE = Math.max(0.1, Number(process.env.FUZZ_RUNS ?? 1) || 1);
export const runs = (n: number, store: StoreKind) =>
  Math.max(10, Math.round(n * SCALE * (store === "postgres" ? 0.5 : 1)));

export const KNOWN_CODES = new Set(Object.keys(ERROR_STATUS));
export const ERROR_KEYS = new Set(["code", "message", "error", "details"]);

/** What the stubbed OCR step reads off any image. */
export const RECEIPT: ParsedReceipt = {
  merchant: "Corner Shop",
  date: "2026-03-01",
  currency: "USD",
  lines: [
    { description: "Bread", amount: 2.5 },
    { description: "Milk", amount: 1.2 },
  ],
  total: 3.7,
};

/** The contract's answer shape for anything the service says. */
export const checkAnswer = (label: string, res: TestResponse) => {
  const where = `${label} -> ${res.status} ${typeof res.body === "string" ? res.body.slice(0, 300) : JSON.stringify(res.body).slice(0, 300)}`;
  expect(res.status, where).toBeLessThan(500);
  expect(typeof res.body, where).toBe("object");
  expect(res.body, where).not.toBeNull();
  expect(res.body.code, where).toMatch(/^[A-Z][A-Z0-9_]*$/);
  expect(typeof res.body.message, where).toBe("string");
  if (res.status >= 400) {
    expect(KNOWN_CODES.has(res.body.code), where).toBe(true);
    expect(res.body.error, where).toBe(res.body.message);
    expect(
      Object.keys(res.body).filter((key) => !ERROR_KEYS.has(key)),
      where,
    ).toEqual([]);
    if (res.body.details !== undefined) {
      expect(Array.isArray(res.body.details), where).toBe(true);
      for (const detail of res.body.details) {
        expect(detail, where).toEqual({ path: expect.any(String), message: expect.any(String) });
      }
    }
  }
};

/** A file answer (an attachment, an export): one of the stored or exported types, never sniffed by the browser. */
export const checkFileAnswer = (label: string, res: TestResponse) => {
  expect(res.status, label).toBe(200);
  expect(
    [
      "image/png",
      "image/jpeg",
      "image/webp",
      "application/pdf",
      "text/csv; charset=utf-8",
      "application/x-ndjson; charset=utf-8",
    ],
    label,
  ).toContain(res.headers.get("content-type"));
  expect(res.headers.get("x-content-type-options"), label).toBe("nosniff");
};

/** The envelope, or the file where the route answers one. */
export const checkRouteAnswer = (label: string, res: TestResponse, fileAnswer = false) =>
  fileAnswer && res.status === 200 ? checkFileAnswer(label, res) : checkAnswer(label, res);
