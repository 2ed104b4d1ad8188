import "reflect-metadata";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompress, STAMP } from "../scripts/buildWebApp.mjs";
import { type RunningService, startService } from "../src/server";
import { TEST_JWT_SECRET } from "./support";

/** The contract's page policy, word for word, but for each answer's own style nonce. */
const PAGE_CSP =
  /^default-src 'none'; script-src 'self'; style-src 'self' 'nonce-([A-Za-z0-9+/]{22}==)'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; manifest-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'$/;
const nonceOf = (csp: string | string[] | undefined) => PAGE_CSP.exec(String(csp ?? ""))?.[1];
const API_CSP = "default-src 'none'; frame-ancestors 'none'";
const HTML = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

const SCRIPT = "assets/index-Bx7kQ2aZ.js";
const STYLE = "assets/index-Cq81LmPd.css";
const INDEX = `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><meta property="csp-nonce" nonce="__CSP_NONCE__" /><title>Finance</title>
<script type="module" crossorigin src="/${SCRIPT}"></script>
<link rel="stylesheet" crossorigin href="/${STYLE}"></head>
<body><div id="root"></div></body></html>
`;
const SECRET = "TOP-SECRET-OUTSIDE-THE-DIST";

/** The page as answered: the build's index.html with the answer's nonce in its meta tag. */
const pageWith = (nonce: string | undefined) => INDEX.replace("__CSP_NONCE__", nonce ?? "(no nonce)");

/** A small Vite-shaped build: index.html, hashed files under assets/, their compressed twins. */
const writeDist = async (distDir: string) => {
  mkdirSync(join(distDir, "assets"), { recursive: true });
  writeFileSync(join(distDir, "index.html"), INDEX);
  const lines = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i} * 2; // line ${i}`);
  writeFileSync(join(distDir, SCRIPT), `${lines.join("\n")}\n`);
  writeFileSync(join(distDir, STYLE), `${Array.from({ length: 200 }, (_, i) => `.c${i}{margin:${i}px}`).join("\n")}\n`);
  writeFileSync(join(distDir, "robots.txt"), "User-agent: *\n");
  await precompress(distDir);
  writeFileSync(join(distDir, STAMP), "stamp-hash\n");
};

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

/** One request on a real socket, the path sent as written (no URL normalisation), no decompression. */
const send = (base: string, method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> =>
  new Promise((resolveAnswer, reject) => {
    const { hostname, port } = new URL(base);
    const req = httpRequest({ hostname, port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        resolveAnswer({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString("utf8") });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });

const serviceOn = (dir: string, distDir: string, extra: Record<string, string> = {}, logs?: string[]) =>
  startService({
    env: {
      PORT: "0",
      HOST: "127.0.0.1",
      NODE_ENV: "test",
      DATABASE_URL: `sqlite:${join(dir, "finance.db")}`,
      JWT_SECRET: TEST_JWT_SECRET,
      WEB_DIST_DIR: distDir,
      ...extra,
    },
    logDestination: { write: (line: string) => void logs?.push(line) },
  });

describe("the web app served by the API process", () => {
  let dir: string;
  let distDir: string;
  let service: RunningService;
  let withoutApp: RunningService;
  const get = (path: string, headers?: Record<string, string>) => send(service.url, "GET", path, headers);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "finance-web-"));
    distDir = join(dir, "web", "dist");
    await writeDist(distDir);
    // A file beside the dist that no path may reach.
    writeFileSync(join(dir, "web", "secret.txt"), SECRET);
    writeFileSync(join(dir, "secret.txt"), SECRET);
    mkdirSync(join(dir, "other"));
    service = await serviceOn(join(dir, "web"), distDir);
    mkdirSync(join(dir, "bare"));
    withoutApp = await serviceOn(join(dir, "bare"), join(dir, "bare", "no-dist"));
  }, 60_000);

  afterAll(async () => {
    await service?.stop();
    await withoutApp?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves hashed assets for a year, immutable, with the page policy", async () => {
    for (const [file, type] of [
      [SCRIPT, /^text\/javascript/],
      [STYLE, /^text\/css/],
    ] as const) {
      const res = await get(`/${file}`, { "accept-encoding": "identity" });
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toMatch(type);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.headers.vary).toBe("Accept-Encoding");
      expect(res.body.equals(readFileSync(join(distDir, file)))).toBe(true);
    }
  });

  it("sends the gzip or brotli twin when the client accepts it", async () => {
    const original = readFileSync(join(distDir, SCRIPT));
    const gzip = await get(`/${SCRIPT}`, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(gzip.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(gzip.headers.vary).toBe("Accept-Encoding");
    expect(Number(gzip.headers["content-length"])).toBeLessThan(original.length / 3);
    expect(gunzipSync(gzip.body).equals(original)).toBe(true);

    const brotli = await get(`/${SCRIPT}`, { "accept-encoding": "gzip, deflate, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.body).equals(original)).toBe(true);

    const css = await get(`/${STYLE}`, { "accept-encoding": "gzip" });
    expect(css.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(css.body).equals(readFileSync(join(distDir, STYLE)))).toBe(true);
  });

  it("serves index.html at / and on every client route, no-cache, with the page policy", async () => {
    for (const path of [
      "/",
      "/index.html",
      "/transactions",
      "/budgets/01900000-0000-7000-8000-000000000000",
      "/login?next=%2Fsettings",
    ]) {
      const res = await get(path, { accept: HTML, "accept-encoding": "identity" });
      expect(res.status, path).toBe(200);
      expect(res.headers["content-type"], path).toMatch(/^text\/html/);
      expect(res.headers["cache-control"], path).toBe("no-cache");
      expect(res.headers["content-security-policy"], path).toMatch(PAGE_CSP);
      expect(res.text, path).toBe(pageWith(nonceOf(res.headers["content-security-policy"])));
      expect(res.headers["x-frame-options"], path).toBe("DENY");
      expect(res.headers["x-content-type-options"], path).toBe("nosniff");
      expect(res.headers["referrer-policy"], path).toBe("no-referrer");
    }
    const head = await send(service.url, "HEAD", "/wallets", { accept: HTML, "accept-encoding": "identity" });
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(
      String(Buffer.byteLength(pageWith(nonceOf(head.headers["content-security-policy"])))),
    );
    expect(head.body.length).toBe(0);
    // Each answer has its own nonce: one seen in a page cannot be reused against another.
    const nonces = new Set<string | undefined>();
    for (let i = 0; i < 3; i++) {
      nonces.add(nonceOf((await get("/", { accept: HTML })).headers["content-security-policy"]));
    }
    expect(nonces.size).toBe(3);
    // Other files of the build are revalidated too: only assets/ is named by content.
    expect((await get("/robots.txt")).headers["cache-control"]).toBe("no-cache");
  });

  it("answers the JSON 404 to what is not a page: API paths, missing assets, requests not asking for HTML, other methods", async () => {
    for (const [method, path, accept] of [
      ["GET", "/api/v1/nothing-here", HTML],
      ["GET", "/api/nothing", HTML],
      ["GET", "/health/more", HTML],
      ["GET", "/docs/nothing", HTML],
      ["GET", "/assets/index-gone.js", HTML],
      ["GET", "/transactions", "application/json"],
      ["GET", "/", "*/*"],
      ["POST", "/transactions", HTML],
      ["DELETE", "/", HTML],
    ] as const) {
      const res = await send(service.url, method, path, { accept });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(JSON.parse(res.text), `${method} ${path}`).toEqual({
        code: "ROUTE_NOT_FOUND",
        message: `Route not found: ${method} ${path}`,
        error: `Route not found: ${method} ${path}`,
      });
    }
    const api = await get("/api/v1/nothing-here", { accept: HTML });
    expect(api.headers["content-security-policy"]).toBe(API_CSP);
    expect(api.headers["cache-control"]).toBe("no-store");
  });

  it("changes no API answer: status, headers and body match a service without the web app", async () => {
    const requests: [string, string, Record<string, string>][] = [
      ["GET", "/health", {}],
      ["GET", "/api/v1/nothing-here", { accept: HTML }],
      ["GET", "/api/v1/wallet", { accept: HTML }],
      ["POST", "/api/v1/auth/login", { "content-type": "application/json" }],
      ["PUT", "/api/v1/wallet", {}],
      ["GET", "/api/v1/openapi.json", { "accept-encoding": "gzip" }],
      ["GET", "/docs", { accept: HTML }],
      ["GET", "/docs/init.js", {}],
    ];
    const comparable = (res: Answer) => {
      const { date, "x-request-id": _id, ...headers } = res.headers;
      // The two services have counted different numbers of requests so far.
      if (headers.ratelimit) headers.ratelimit = String(headers.ratelimit).replace(/remaining=\d+/, "remaining=n");
      return { status: res.status, headers, body: res.text.replace(/"timestamp":"[^"]+"/, "") };
    };
    for (const [method, path, headers] of requests) {
      const withApp = await send(service.url, method, path, headers);
      const without = await send(withoutApp.url, method, path, headers);
      expect(comparable(withApp), `${method} ${path}`).toEqual(comparable(without));
    }
  });

  it("reads nothing outside the dist and never its stamp, however the path is written", async () => {
    const paths = [
      "/../secret.txt",
      "/../../secret.txt",
      "/assets/../../secret.txt",
      "/%2e%2e/secret.txt",
      "/%2E%2E/%2E%2E/secret.txt",
      "/assets/%2e%2e/%2e%2e/secret.txt",
      "/..%2fsecret.txt",
      "/assets/..%2f..%2fsecret.txt",
      "/..%5csecret.txt",
      "/assets/..%5c..%5csecret.txt",
      "/assets/..\\..\\secret.txt",
      "//secret.txt",
      "/assets//../../secret.txt",
      "/%252e%252e/secret.txt",
      `/${STAMP}`,
      `/assets/../${STAMP}`,
      `/%2e${STAMP.slice(1)}`,
    ];
    for (const path of paths) {
      for (const accept of [HTML, "*/*"]) {
        const res = await get(path, { accept, "accept-encoding": "identity" });
        expect(res.text, path).not.toContain(SECRET);
        expect(res.text, path).not.toContain("stamp-hash");
        expect([200, 400, 404], path).toContain(res.status);
        if (res.status === 200) expect(res.text, path).toBe(pageWith(nonceOf(res.headers["content-security-policy"])));
      }
    }
  });

  it("does not count the app's files against the rate limit", async () => {
    const limited = await serviceOn(join(dir, "other"), distDir, { RATE_LIMIT_PER_MINUTE: "2" });
    try {
      for (let i = 0; i < 6; i += 1) {
        const res = await send(limited.url, "GET", i % 2 ? `/${SCRIPT}` : "/dashboard", { accept: HTML });
        expect(res.status).toBe(200);
        expect(res.headers.ratelimit).toBeUndefined();
      }
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await send(limited.url, "GET", "/api/v1/wallet")).status);
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await limited.stop();
    }
  });
});

describe("the web app before it is built", () => {
  it("starts, logs once that the app is missing, answers pages with a 503 that says how to build it, and serves a build made later", async () => {
    const dir = mkdtempSync(join(tmpdir(), "finance-web-missing-"));
    const distDir = join(dir, "dist");
    const logs: string[] = [];
    const service = await serviceOn(dir, distDir, {}, logs);
    try {
      const health = await send(service.url, "GET", "/health");
      expect(health.status).toBe(200);
      const page = await send(service.url, "GET", "/", { accept: HTML });
      expect(page.status).toBe(503);
      expect(page.headers["content-type"]).toMatch(/^text\/plain/);
      expect(page.headers["cache-control"]).toBe("no-store");
      expect(page.headers["content-security-policy"]).toMatch(PAGE_CSP);
      expect(page.text).toMatch(/web app is not built.*pnpm start/i);
      expect(page.text).not.toContain(dir);
      await send(service.url, "GET", "/transactions", { accept: HTML });
      const notBuilt = logs.map((line) => JSON.parse(line)).filter((entry) => /not built/.test(entry.msg));
      expect(notBuilt).toHaveLength(1);
      expect(notBuilt[0]).toMatchObject({ level: 40, webDistDir: distDir });
      // Not a page: the JSON 404 as before.
      expect((await send(service.url, "GET", "/", { accept: "application/json" })).status).toBe(404);

      await writeDist(distDir);
      const built = await send(service.url, "GET", "/", { accept: HTML, "accept-encoding": "identity" });
      expect(built.status).toBe(200);
      expect(built.text).toBe(pageWith(nonceOf(built.headers["content-security-policy"])));
    } finally {
      await service.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
