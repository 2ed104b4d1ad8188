import { readdirSync } from "node:fs";
import { join } from "node:path";
import { MAX_ATTACHMENTS_PER_TRANSACTION } from "@finance/domain";
import { describe, expect, it } from "vitest";
import { pngOfSize, postReceipt, receiptFixture, stubOcr } from "./receipts.support";
import {
  aTransaction,
  describeEachStore,
  makeTestApp,
  registerAndLogin,
  seedWalletAndCategory,
  type TestApp,
  type TestResponse,
  useTestApp,
} from "./support";

const PNG = receiptFixture("clean.png");
const WEBP = receiptFixture("clean.webp");
const JPEG = receiptFixture("rotated-noisy.jpg");
const PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n" +
    "trailer <</Root 1 0 R>>\n%%EOF\n",
);

const RECEIPT = {
  merchant: "CORNER GROCERY",
  date: "2026-03-14",
  currency: "USD",
  lines: [
    { description: "Milk", amount: 3.49 },
    { description: "Bread", amount: 2.99 },
  ],
  total: 6.48,
};

/** A user with a wallet, a category and one expense. */
const anOwnerOfATransaction = async (t: TestApp) => {
  const user = await registerAndLogin(t);
  const { wallet, category } = await seedWalletAndCategory(user.api);
  const created = await user.api.post("/transaction", aTransaction({ walletId: wallet.id, categoryId: category.id }));
  expect(created.status).toBe(201);
  return {
    ...user,
    walletId: wallet.id as string,
    categoryId: category.id as string,
    txId: created.body.transaction.id as string,
  };
};

const upload = (
  t: TestApp,
  token: string,
  transactionId: string,
  file: Uint8Array | string,
  claimed = "application/octet-stream",
  name = "file",
): Promise<TestResponse> => {
  const form = new FormData();
  if (typeof file === "string") form.append(name, file);
  else form.append(name, new Blob([file], { type: claimed }), "upload.bin");
  return t.request("POST", `/api/v1/transaction/${transactionId}/attachments`, { token, rawBody: form });
};

const download = (t: TestApp, token: string, id: string) => t.request("GET", `/api/v1/attachments/${id}`, { token });

/** Every file in the app's file store (outside the folder of unfinished writes). */
const storedFiles = (t: TestApp): string[] =>
  readdirSync(t.filesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
    .flatMap((shard) => readdirSync(join(t.filesDir, shard.name)));

describeEachStore("attachments", (store) => {
  const t = useTestApp({ store, deps: { ocr: stubOcr(RECEIPT) } });

  it.each([
    ["PNG", PNG, "image/png", "png"],
    ["JPEG", JPEG, "image/jpeg", "jpg"],
    ["WebP", WEBP, "image/webp", "webp"],
    ["PDF", PDF, "application/pdf", "pdf"],
  ] as const)("stores a %s by its magic bytes and streams the same bytes back", async (_, bytes, type, extension) => {
    const u = await anOwnerOfATransaction(t());
    const res = await upload(t(), u.token, u.txId, bytes);
    expect(res.status).toBe(201);
    expect(res.body.code).toBe("ATTACHMENT_CREATED");
    expect(res.body.attachment).toMatchObject({ transactionId: u.txId, contentType: type, size: bytes.length });

    const file = await download(t(), u.token, res.body.attachment.id);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe(type);
    expect(file.headers.get("content-length")).toBe(String(bytes.length));
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("content-disposition")).toBe(
      `attachment; filename="${res.body.attachment.id}.${extension}"`,
    );
    expect(Buffer.from(file.bytes ?? []).equals(Buffer.from(bytes))).toBe(true);
  });

  it("believes the bytes, not the client's Content-Type", async () => {
    const u = await anOwnerOfATransaction(t());
    const pdfCalledPng = await upload(t(), u.token, u.txId, PDF, "image/png");
    expect(pdfCalledPng.status).toBe(201);
    expect(pdfCalledPng.body.attachment.contentType).toBe("application/pdf");
    const htmlCalledPng = await upload(t(), u.token, u.txId, new TextEncoder().encode("<html><script>"), "image/png");
    expect(htmlCalledPng.status).toBe(415);
    expect(htmlCalledPng.body.code).toBe("UNSUPPORTED_ATTACHMENT_TYPE");
  });

  it.each([
    ["text", new TextEncoder().encode("just some notes")],
    ["GIF", new TextEncoder().encode("GIF89a\x01\x00\x01\x00")],
    ["PNG signature with no header", new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])],
    ["empty file", new Uint8Array()],
  ])("refuses a %s with 415 UNSUPPORTED_ATTACHMENT_TYPE and stores nothing", async (_, bytes) => {
    const u = await anOwnerOfATransaction(t());
    const res = await upload(t(), u.token, u.txId, bytes);
    expect(res.status).toBe(415);
    expect(res.body.code).toBe("UNSUPPORTED_ATTACHMENT_TYPE");
    expect((await u.api.get(`/transaction/${u.txId}/attachments`)).body.attachments).toEqual([]);
  });

  it("refuses a body that is not a form, a form without the file, and a second part", async () => {
    const u = await anOwnerOfATransaction(t());
    const json = await u.api.post(`/transaction/${u.txId}/attachments`, { file: "x" });
    expect(json.status).toBe(415);
    expect(json.body.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    const text = await upload(t(), u.token, u.txId, "not a file");
    expect(text.status).toBe(400);
    expect(text.body.code).toBe("VALIDATION_ERROR");
    const wrongName = await upload(t(), u.token, u.txId, PNG, "image/png", "attachment");
    expect(wrongName.status).toBe(400);
    const two = new FormData();
    two.append("file", new Blob([PNG]), "a.png");
    two.append("file", new Blob([PNG]), "b.png");
    const twoFiles = await t().request("POST", `/api/v1/transaction/${u.txId}/attachments`, {
      token: u.token,
      rawBody: two,
    });
    expect(twoFiles.status).toBe(400);
    expect(twoFiles.body.code).toBe("VALIDATION_ERROR");
  });

  it("lists a transaction's attachments and deletes one, row and file", async () => {
    const u = await anOwnerOfATransaction(t());
    const before = storedFiles(t()).length;
    const a = (await upload(t(), u.token, u.txId, PNG)).body.attachment;
    const b = (await upload(t(), u.token, u.txId, PDF)).body.attachment;
    const listed = await u.api.get(`/transaction/${u.txId}/attachments`);
    expect(listed.status).toBe(200);
    expect(listed.body.attachments).toEqual([a, b]);
    expect(storedFiles(t())).toHaveLength(before + 2);

    const deleted = await u.api.delete(`/attachments/${a.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ code: "ATTACHMENT_DELETED", attachment: a });
    expect(storedFiles(t())).toHaveLength(before + 1);
    expect(storedFiles(t())).not.toContain(a.id);
    expect((await download(t(), u.token, a.id)).status).toBe(404);
    expect((await u.api.delete(`/attachments/${a.id}`)).body.code).toBe("ATTACHMENT_NOT_FOUND");
    expect((await u.api.get(`/transaction/${u.txId}/attachments`)).body.attachments).toEqual([b]);
  });

  it(`holds a transaction to ${MAX_ATTACHMENTS_PER_TRANSACTION} attachments`, async () => {
    const u = await anOwnerOfATransaction(t());
    for (let i = 0; i < MAX_ATTACHMENTS_PER_TRANSACTION; i += 1) {
      expect((await upload(t(), u.token, u.txId, PDF)).status).toBe(201);
    }
    const over = await upload(t(), u.token, u.txId, PDF);
    expect(over.status).toBe(409);
    expect(over.body.code).toBe("ATTACHMENT_LIMIT_REACHED");
  });

  it("deleting a transaction deletes its attachments and their files", async () => {
    const u = await anOwnerOfATransaction(t());
    const a = (await upload(t(), u.token, u.txId, PNG)).body.attachment;
    const b = (await upload(t(), u.token, u.txId, JPEG)).body.attachment;
    expect(storedFiles(t())).toEqual(expect.arrayContaining([a.id, b.id]));
    expect((await u.api.delete(`/transaction/${u.txId}`)).status).toBe(200);
    expect(storedFiles(t())).not.toContain(a.id);
    expect(storedFiles(t())).not.toContain(b.id);
    expect((await download(t(), u.token, a.id)).body.code).toBe("ATTACHMENT_NOT_FOUND");
  });

  it("deleting a transfer deletes its legs' attachments and their files", async () => {
    const u = await anOwnerOfATransaction(t());
    const wallet = (await u.api.get(`/wallet/${u.walletId}`)).body.wallet;
    const savings = await u.api.post("/wallet", { name: "Savings", currency: wallet.currency, balance: 0 });
    const transfer = await u.api.post("/transfers", {
      fromWalletId: u.walletId,
      toWalletId: savings.body.wallet.id,
      amount: 5,
      date: "2026-03-14T09:30:00Z",
    });
    expect(transfer.status).toBe(201);
    const { id, outgoingTransactionId, incomingTransactionId } = transfer.body.transfer;
    const out = (await upload(t(), u.token, outgoingTransactionId, PNG)).body.attachment;
    const into = (await upload(t(), u.token, incomingTransactionId, PDF)).body.attachment;
    const kept = (await upload(t(), u.token, u.txId, JPEG)).body.attachment;
    expect((await u.api.delete(`/transfers/${id}`)).status).toBe(200);
    expect(storedFiles(t())).not.toContain(out.id);
    expect(storedFiles(t())).not.toContain(into.id);
    expect(storedFiles(t())).toContain(kept.id);
  });

  it("a receipt keeps its image, linked to every transaction it created, until the last of them is deleted", async () => {
    const u = await anOwnerOfATransaction(t());
    const image = receiptFixture("tax-on-top.png");
    const res = await postReceipt(t(), u.token, { receipt: image, walletId: u.walletId, categoryId: u.categoryId });
    expect(res.status).toBe(201);
    const created: { id: string }[] = res.body.transactions;
    expect(created).toHaveLength(2);
    const lists = await Promise.all(created.map((tx) => u.api.get(`/transaction/${tx.id}/attachments`)));
    const attachments = lists.map((list) => {
      expect(list.body.attachments).toHaveLength(1);
      return list.body.attachments[0];
    });
    for (const [i, attachment] of attachments.entries()) {
      expect(attachment).toMatchObject({ transactionId: created[i]?.id, contentType: "image/png", size: image.length });
      const file = await download(t(), u.token, attachment.id);
      expect(Buffer.from(file.bytes ?? []).equals(Buffer.from(image))).toBe(true);
    }

    const filesWithImage = storedFiles(t()).length;
    expect((await u.api.delete(`/transaction/${created[0]?.id}`)).status).toBe(200);
    expect(storedFiles(t())).toHaveLength(filesWithImage);
    expect((await download(t(), u.token, attachments[1].id)).status).toBe(200);
    expect((await u.api.delete(`/transaction/${created[1]?.id}`)).status).toBe(200);
    expect(storedFiles(t())).toHaveLength(filesWithImage - 1);
  });

  it("a receipt that records nothing keeps no image", async () => {
    const u = await anOwnerOfATransaction(t());
    const image = receiptFixture("other-currency.png");
    const first = await postReceipt(t(), u.token, { receipt: image, walletId: u.walletId, categoryId: u.categoryId });
    expect(first.status).toBe(201);
    const files = storedFiles(t()).length;
    const again = await postReceipt(t(), u.token, { receipt: image, walletId: u.walletId, categoryId: u.categoryId });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("RECEIPT_ALREADY_PROCESSED");
    expect(storedFiles(t())).toHaveLength(files);
  });

  it("answers another user's ids like missing ones (403 for the transaction, as the transaction routes do)", async () => {
    const owner = await anOwnerOfATransaction(t());
    const stranger = await registerAndLogin(t());
    const attachment = (await upload(t(), owner.token, owner.txId, PNG)).body.attachment;

    const theirUpload = await upload(t(), stranger.token, owner.txId, PNG);
    expect(theirUpload.status).toBe(403);
    expect(theirUpload.body.code).toBe("TRANSACTION_OWNER_MISMATCH");
    const theirList = await stranger.api.get(`/transaction/${owner.txId}/attachments`);
    expect(theirList.status).toBe(403);
    const theirDownload = await download(t(), stranger.token, attachment.id);
    expect(theirDownload.status).toBe(404);
    expect(theirDownload.body.code).toBe("ATTACHMENT_NOT_FOUND");
    const theirDelete = await stranger.api.delete(`/attachments/${attachment.id}`);
    expect(theirDelete.status).toBe(404);
    expect(theirDelete.body.code).toBe("ATTACHMENT_NOT_FOUND");

    expect((await download(t(), owner.token, attachment.id)).status).toBe(200);
    expect((await owner.api.get(`/transaction/${owner.txId}/attachments`)).body.attachments).toEqual([attachment]);
  });

  it("answers malformed and unknown ids with the routes' usual codes", async () => {
    const u = await anOwnerOfATransaction(t());
    expect((await upload(t(), u.token, "not-a-uuid", PNG)).body.code).toBe("INVALID_TRANSACTION_ID");
    expect((await upload(t(), u.token, "0190f5c4-7d1e-7c3a-9f6b-2d4e8a1b3c5d", PNG)).body.code).toBe(
      "TRANSACTION_NOT_FOUND",
    );
    expect((await download(t(), u.token, "not-a-uuid")).status).toBe(400);
    expect((await download(t(), u.token, "0190f5c4-7d1e-7c3a-9f6b-2d4e8a1b3c5d")).body.code).toBe(
      "ATTACHMENT_NOT_FOUND",
    );
    expect((await download(t(), "", "0190f5c4-7d1e-7c3a-9f6b-2d4e8a1b3c5d")).status).toBe(401);
  });
});

describe("attachment size cap (ATTACHMENT_MAX_BYTES)", () => {
  it("answers 413 PAYLOAD_TOO_LARGE past the cap and stores nothing", async () => {
    const t = await makeTestApp({ env: { ATTACHMENT_MAX_BYTES: String(PNG.length - 1) } });
    try {
      const u = await anOwnerOfATransaction(t);
      const res = await upload(t, u.token, u.txId, PNG);
      expect(res.status).toBe(413);
      expect(res.body.code).toBe("PAYLOAD_TOO_LARGE");
      expect(storedFiles(t)).toEqual([]);
      expect((await upload(t, u.token, u.txId, PDF)).status).toBe(201);
    } finally {
      await t.close();
    }
  });

  it("stops reading a streamed upload (no Content-Length) once it passes the cap", async () => {
    const t = await makeTestApp({ env: { ATTACHMENT_MAX_BYTES: "100000" } });
    try {
      const u = await anOwnerOfATransaction(t);
      const chunk = new Uint8Array(64 * 1024);
      const totalChunks = 160; // 10 MiB offered
      let pulled = 0;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(
            new TextEncoder().encode(
              '--b\r\nContent-Disposition: form-data; name="file"; filename="f.pdf"\r\n\r\n%PDF-1.4\n',
            ),
          );
        },
        pull(controller) {
          if (pulled === totalChunks) {
            controller.enqueue(new TextEncoder().encode("\r\n--b--\r\n"));
            controller.close();
            return;
          }
          pulled += 1;
          controller.enqueue(chunk);
        },
      });
      const res = await t.app.request(
        new Request(`http://localhost/api/v1/transaction/${u.txId}/attachments`, {
          method: "POST",
          headers: { authorization: `Bearer ${u.token}`, "content-type": "multipart/form-data; boundary=b" },
          body,
          duplex: "half",
        } as RequestInit),
      );
      expect(res.status).toBe(413);
      expect(((await res.json()) as { code: string }).code).toBe("PAYLOAD_TOO_LARGE");
      expect(pulled).toBeLessThan(totalChunks);
      expect(storedFiles(t)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it("holds attachments to their own cap, not the receipt's", async () => {
    const t = await makeTestApp({ env: { RECEIPT_MAX_BYTES: "1000" } });
    try {
      const u = await anOwnerOfATransaction(t);
      // Past the receipt's whole-body limit (its file cap and 64 KiB for the envelope) too.
      const large = pngOfSize(200_000);
      expect((await upload(t, u.token, u.txId, large)).status).toBe(201);
      const receipt = await postReceipt(t, u.token, { receipt: large, walletId: u.walletId, categoryId: u.categoryId });
      expect(receipt.status).toBe(413);
    } finally {
      await t.close();
    }
  });
});
