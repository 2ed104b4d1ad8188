import { describe, expect, it } from "vitest";
import { MAX_ERROR_DETAILS, MAX_ERROR_MESSAGE } from "../../src/http/errorDetails";
import { RECEIPT_FORM_MAX_PARTS } from "../../src/routes/receipts.routes";
import { receiptForm } from "../receipts.support";
import { registerAndLogin, seedWalletAndCategory, useTestApp } from "../support";

/**
 * One client must not buy seconds of CPU and megabytes of answer with one cheap request: a form
 * is refused at its first part over the cap, before the rest is read; an error lists at most
 * MAX_ERROR_DETAILS details, counts the rest, and keeps its message short.
 */
describe("bodies with very many parts or problems", () => {
  const t = useTestApp();
  const encoder = new TextEncoder();
  const BOUNDARY = "----many-parts";

  /** A multipart body of `total` tiny text parts, produced only as the server pulls it. */
  const lazyParts = (total: number) => {
    const pulled = { parts: 0, done: false };
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled.parts >= total) {
          controller.enqueue(encoder.encode(`--${BOUNDARY}--\r\n`));
          pulled.done = true;
          controller.close();
          return;
        }
        // 100 parts per chunk: a small read of the socket, as a client would send it.
        let chunk = "";
        for (let i = 0; i < 100 && pulled.parts < total; i += 1, pulled.parts += 1) {
          chunk += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="p${pulled.parts}"\r\n\r\nx\r\n`;
        }
        controller.enqueue(encoder.encode(chunk));
      },
    });
    return { stream, pulled };
  };

  it("refuses a receipt form of 100,000 tiny parts at the first part over the cap, without reading the rest", async () => {
    const { token } = await registerAndLogin(t());
    const { stream, pulled } = lazyParts(100_000);
    const response = await t().app.request(
      new Request("http://localhost/api/v1/transaction/receipt", {
        method: "POST",
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
          // A declared length, as over a socket: the body is then streamed, not buffered first.
          "content-length": "4000000",
        },
        body: stream,
        duplex: "half",
      } as RequestInit),
    );
    const text = await response.text();
    // Refused at the first part over the cap, named: p0-p2 fit, p3 does not.
    const refusal = `Form has more than ${RECEIPT_FORM_MAX_PARTS} parts; p${RECEIPT_FORM_MAX_PARTS} is one too many`;
    expect(response.status).toBe(400);
    expect(JSON.parse(text)).toEqual({
      code: "VALIDATION_ERROR",
      message: refusal,
      error: refusal,
      details: [{ path: `p${RECEIPT_FORM_MAX_PARTS}`, message: refusal }],
    });
    expect(pulled.done).toBe(false);
    expect(pulled.parts).toBeLessThan(1000);
  });

  it("still takes a form of exactly the cap (the three receipt fields plus extras)", async () => {
    const { token, api } = await registerAndLogin(t());
    const { wallet, category } = await seedWalletAndCategory(api);
    const extras = Object.fromEntries(
      Array.from({ length: RECEIPT_FORM_MAX_PARTS - 3 }, (_, i) => [`extra${i}`, "x"] as const),
    );
    const atCap = await t().request("POST", "/api/v1/transaction/receipt", {
      token,
      rawBody: receiptForm({ receipt: "not a file", walletId: wallet.id, categoryId: category.id, extra: extras }),
    });
    // Read whole and validated: the form's own checks answer (a text where the file should be, unknown fields).
    expect(atCap.status).toBe(400);
    expect(atCap.body.code).toBe("VALIDATION_ERROR");

    const overCap = await t().request("POST", "/api/v1/transaction/receipt", {
      token,
      rawBody: receiptForm({
        receipt: "not a file",
        walletId: wallet.id,
        categoryId: category.id,
        extra: { ...extras, oneTooMany: "x" },
      }),
    });
    expect(overCap.status).toBe(400);
    expect(overCap.body.details).toEqual([
      { path: "oneTooMany", message: `Form has more than ${RECEIPT_FORM_MAX_PARTS} parts; oneTooMany is one too many` },
    ]);
  });

  it("refuses a text field longer than the field cap instead of cutting it", async () => {
    const { token } = await registerAndLogin(t());
    const res = await t().request("POST", "/api/v1/transaction/receipt", {
      token,
      rawBody: receiptForm({ walletId: "w".repeat(64 * 1024 + 1), categoryId: "c" }),
    });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("answers 90,000 unknown JSON keys with the first 20 details and a count of the rest", async () => {
    const { api } = await registerAndLogin(t());
    const body: Record<string, unknown> = { name: "Cash", currency: "USD", balance: 0 };
    for (let i = 0; i < 90_000; i += 1) body[`k${i}`] = 1;
    const res = await api.post("/wallet", body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION_ERROR");
    expect(res.body.details).toHaveLength(MAX_ERROR_DETAILS + 1);
    expect(res.body.details[0]).toEqual({ path: "k0", message: "Unknown field: k0" });
    expect(res.body.details[MAX_ERROR_DETAILS]).toEqual({
      path: "",
      message: `${90_000 - MAX_ERROR_DETAILS} more problems not listed`,
    });
    expect(res.body.message.length).toBeLessThanOrEqual(MAX_ERROR_MESSAGE);
    expect(res.body.message).toMatch(/\(and 89980 more\)$/);
    expect(JSON.stringify(res.body).length).toBeLessThan(10_000);
  });

  it("cuts a detail about a key of half a megabyte", async () => {
    const { api } = await registerAndLogin(t());
    const key = "k".repeat(512 * 1024);
    const res = await api.post("/wallet", { name: "Cash", currency: "USD", balance: 0, [key]: 1 });
    expect(res.status).toBe(400);
    expect(res.body.details).toHaveLength(1);
    expect(res.body.details[0].path.length).toBeLessThanOrEqual(200);
    expect(res.body.details[0].message.length).toBeLessThanOrEqual(200);
    expect(JSON.stringify(res.body).length).toBeLessThan(2_000);
  });

  it("answers a fully listed error when problems are under the cap", async () => {
    const { api } = await registerAndLogin(t());
    const res = await api.post("/wallet", { name: "Cash", currency: "USD", balance: 0, a: 1, b: 2 });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { path: "a", message: "Unknown field: a" },
      { path: "b", message: "Unknown field: b" },
    ]);
    expect(res.body.message).toBe("Unknown field: a; Unknown field: b");
  });
});
