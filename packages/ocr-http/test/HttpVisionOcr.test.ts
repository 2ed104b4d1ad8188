import { type DomainError, isDomainError, parseCurrency, type ReceiptImage } from "@finance/domain";
import { afterEach, describe, expect, it } from "vitest";
import { chatCompletionsUrl, HttpVisionOcr, type HttpVisionOcrOptions } from "../src";
import { closedPort, completion, type RecordedRequest, startFakeVisionServer } from "./fakeVisionServer";

const RECEIPT = {
  merchant: "Corner Grocery",
  date: "2026-03-14",
  currency: "usd",
  lines: [
    { description: "Milk 2L", amount: 3.49 },
    { description: "Bread", amount: "2.99" },
  ],
  total: 6.48,
};

const image: ReceiptImage = { bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), mimeType: "image/png" };

let servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

const serve = async (...replies: Parameters<typeof startFakeVisionServer>) => {
  const server = await startFakeVisionServer(...replies);
  servers.push(server);
  return server;
};

const client = (url: string, options: Partial<HttpVisionOcrOptions> = {}) =>
  new HttpVisionOcr({ url, model: "vision-test", apiKey: "sk-test", retryDelayMs: 0, ...options });

const failure = async (action: () => Promise<unknown>): Promise<DomainError> => {
  const error = await action().then(
    () => null,
    (e: unknown) => e,
  );
  if (!isDomainError(error)) throw new Error(`Expected a DomainError, got ${String(error)}`);
  return error;
};

/** The content parts of the user message the client sent. */
const userContent = (request: RecordedRequest | undefined) => {
  const { messages } = (request?.body ?? { messages: [] }) as { messages: { role: string; content: unknown }[] };
  return messages.find((m) => m.role === "user")?.content as { type: string; image_url?: { url: string } }[];
};

describe("HttpVisionOcr against a loopback vision server", () => {
  it("sends the image as a data URL and reads a fenced JSON answer into the receipt shape", async () => {
    const server = await serve(completion(`Here you go:\n\`\`\`json\n${JSON.stringify(RECEIPT)}\n\`\`\``));

    const parsed = await client(server.url).read(image);

    expect(parsed).toEqual({
      merchant: "Corner Grocery",
      date: "2026-03-14",
      currency: "USD",
      lines: [
        { description: "Milk 2L", amount: 3.49 },
        { description: "Bread", amount: 2.99 },
      ],
      total: 6.48,
    });
    const [request] = server.requests;
    expect(request).toMatchObject({ method: "POST", url: "/v1/chat/completions" });
    expect(request?.headers.authorization).toBe("Bearer sk-test");
    expect(request?.body).toMatchObject({ model: "vision-test" });
    expect(userContent(request)).toContainEqual({
      type: "image_url",
      image_url: { url: `data:image/png;base64,${Buffer.from(image.bytes).toString("base64")}` },
    });
  });

  it("accepts content given as text parts and sends no Authorization without a key", async () => {
    const server = await serve(completion([{ type: "text", text: JSON.stringify(RECEIPT) }]));
    expect((await client(server.url, { apiKey: undefined }).read(image)).total).toBe(6.48);
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it("reads the full structure: kinds, included tax, a printed time, and a shared symbol as a hint only", async () => {
    const answer = {
      merchant: "Kedai Runcit",
      date: "2018-01-02T10:21:00",
      currency: "RM",
      currencySymbol: "RM",
      lines: [
        { description: "Teh", amount: 2.5, kind: "item" },
        { description: "Member discount", amount: -0.5, kind: "discount" },
        { description: "SST 6% incl", amount: 0.11, kind: "tax", taxIncluded: true },
        { description: "Rounding", amount: -0.01, kind: "rounding", taxIncluded: null },
      ],
      total: 1.99,
    };
    const server = await serve(completion(JSON.stringify(answer)));
    expect(await client(server.url).read(image, { walletCurrency: parseCurrency("MYR") })).toEqual({
      merchant: "Kedai Runcit",
      date: "2018-01-02T10:21:00",
      currency: null,
      currencyHints: ["RM"],
      lines: [
        { description: "Teh", amount: 2.5 },
        { description: "Member discount", amount: -0.5, kind: "discount" },
        { description: "SST 6% incl", amount: 0.11, kind: "tax", taxIncluded: true },
        { description: "Rounding", amount: -0.01, kind: "rounding" },
      ],
      total: 1.99,
    });
    const text = (userContent(server.requests[0]) as { type: string; text?: string }[]).find((p) => p.type === "text");
    expect(text?.text).toContain("MYR");
  });

  it("drops a date that is not a printed date or date-time, and keeps an ISO code as the currency", async () => {
    const server = await serve(completion(JSON.stringify({ ...RECEIPT, date: "yesterday", currencySymbol: "$" })));
    expect(await client(server.url).read(image)).toMatchObject({ date: null, currency: "USD", currencyHints: ["$"] });
  });

  it("fails with OCR_PARSE_FAILED on malformed JSON", async () => {
    const server = await serve(completion('{"merchant": "Corner", "lines": [ {"description": "Milk", '));
    expect((await failure(() => client(server.url).read(image))).code).toBe("OCR_PARSE_FAILED");
  });

  it("fails with OCR_PARSE_FAILED on JSON of the wrong shape, or with no amount at all", async () => {
    const wrong = await serve(completion(JSON.stringify({ store: "Corner", items: [{ name: "Milk", price: 3.49 }] })));
    expect((await failure(() => client(wrong.url).read(image))).code).toBe("OCR_PARSE_FAILED");
    const nothing = await serve(completion(JSON.stringify({ ...RECEIPT, lines: [], total: null })));
    expect((await failure(() => client(nothing.url).read(image))).code).toBe("OCR_PARSE_FAILED");
  });

  it("retries once after a 500 and uses the second answer", async () => {
    const server = await serve({ status: 500, body: "{}" }, completion(JSON.stringify(RECEIPT)));
    expect((await client(server.url).read(image)).lines).toHaveLength(2);
    expect(server.requests).toHaveLength(2);
  });

  it("fails with OCR_RESPONSE_FAILED after a 500 twice", async () => {
    const server = await serve({ status: 500, body: "{}" }, { status: 503, body: "busy" });
    expect((await failure(() => client(server.url).read(image))).code).toBe("OCR_RESPONSE_FAILED");
    expect(server.requests).toHaveLength(2);
  });

  it("fails with OCR_RESPONSE_FAILED on a 4xx without retrying", async () => {
    const server = await serve({ status: 401, body: '{"error":"bad key"}' });
    expect((await failure(() => client(server.url).read(image))).code).toBe("OCR_RESPONSE_FAILED");
    expect(server.requests).toHaveLength(1);
  });

  it("fails with OCR_RESPONSE_FAILED when the provider does not answer in time, after one retry", async () => {
    const server = await serve("hang");
    expect((await failure(() => client(server.url, { timeoutMs: 500 }).read(image))).code).toBe("OCR_RESPONSE_FAILED");
    expect(server.requests).toHaveLength(2);
  });

  it("fails with OCR_RESPONSE_FAILED on an empty answer", async () => {
    const empty = await serve(completion(""));
    expect((await failure(() => client(empty.url).read(image))).code).toBe("OCR_RESPONSE_FAILED");
    const blank = await serve({ status: 200, body: "" });
    expect((await failure(() => client(blank.url).read(image))).code).toBe("OCR_RESPONSE_FAILED");
  });

  it("fails with OCR_RESPONSE_FAILED when nothing listens on the port", async () => {
    const url = `http://127.0.0.1:${await closedPort()}/v1`;
    expect((await failure(() => client(url).read(image))).code).toBe("OCR_RESPONSE_FAILED");
  });
});

describe("the endpoint URL", () => {
  it.each([
    ["https://api.openai.com/v1", "https://api.openai.com/v1/chat/completions"],
    ["http://127.0.0.1:11434/v1/", "http://127.0.0.1:11434/v1/chat/completions"],
    ["http://host/v1/chat/completions", "http://host/v1/chat/completions"],
  ])("%s posts to %s", (base, url) => {
    expect(chatCompletionsUrl(base)).toBe(url);
  });
});
