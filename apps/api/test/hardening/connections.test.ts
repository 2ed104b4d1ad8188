import "reflect-metadata";
import { mkdtempSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningService, startService } from "../../src/server";
import { TEST_JWT_SECRET } from "../support";

/**
 * The server's own limits, over real sockets: slow headers, a trickled body and idle keep-alive
 * connections are closed, connections past the cap are refused, oversized headers get the
 * contract's JSON. Timeouts are configured small so the tests are quick; they assert that the
 * connection was closed (and what it was answered), never how long it took.
 */

interface RawConnection {
  socket: Socket;
  /** Everything the server wrote, once the connection is closed. */
  closed: Promise<string>;
}

const open = (port: number): Promise<RawConnection> =>
  new Promise((resolveOpen, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    const closed = new Promise<string>((resolveClosed) =>
      socket.once("close", () => resolveClosed(Buffer.concat(chunks).toString("utf8"))),
    );
    // A refused connection may be reset rather than closed.
    socket.on("error", () => {});
    socket.once("connect", () => resolveOpen({ socket, closed }));
    socket.once("error", reject);
  });

const jsonOf = (raw: string) => JSON.parse(raw.slice(raw.indexOf("\r\n\r\n") + 4));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const startWith = async (env: Record<string, string>) => {
  const dir = mkdtempSync(join(tmpdir(), "finance-connections-"));
  const service = await startService({
    env: {
      PORT: "0",
      HOST: "127.0.0.1",
      NODE_ENV: "test",
      DATABASE_URL: `sqlite:${join(dir, "finance.db")}`,
      JWT_SECRET: TEST_JWT_SECRET,
      BCRYPT_COST: "4",
      LOG_LEVEL: "silent",
      ...env,
    },
  });
  return { service, cleanUp: () => rmSync(dir, { recursive: true, force: true }) };
};

describe("server timeouts", () => {
  let service: RunningService;
  let cleanUp: () => void;

  beforeAll(async () => {
    ({ service, cleanUp } = await startWith({
      HTTP_HEADERS_TIMEOUT_MS: "300",
      HTTP_REQUEST_TIMEOUT_MS: "600",
      HTTP_KEEP_ALIVE_TIMEOUT_MS: "200",
    }));
  });

  afterAll(async () => {
    await service?.stop();
    cleanUp?.();
  });

  it("closes a connection whose headers never end, answering 408 REQUEST_TIMEOUT", async () => {
    const { socket, closed } = await open(service.port);
    socket.write("GET /health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ");
    const raw = await closed;
    expect(raw).toMatch(/^HTTP\/1\.1 408 /);
    expect(jsonOf(raw)).toEqual({
      code: "REQUEST_TIMEOUT",
      message: "Request was not received in time",
      error: "Request was not received in time",
    });
  });

  it("closes a connection that sent nothing at all", async () => {
    const { closed } = await open(service.port);
    await closed;
  });

  it("cuts a body trickled a byte at a time", async () => {
    const { socket, closed } = await open(service.port);
    const body = JSON.stringify({ email: "someone@example.com", password: "a-password-of-some-length" });
    socket.write(
      "POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
        `Content-Length: ${body.length}\r\n\r\n`,
    );
    let sent = 0;
    let isClosed = false;
    void closed.then(() => {
      isClosed = true;
    });
    while (!isClosed && sent < body.length) {
      socket.write(body[sent] as string);
      sent += 1;
      await sleep(50);
    }
    const raw = await closed;
    expect(sent).toBeLessThan(body.length);
    expect(raw).toMatch(/^HTTP\/1\.1 408 /);
    expect(jsonOf(raw).code).toBe("REQUEST_TIMEOUT");
  });

  it("closes an idle keep-alive connection after its answer", async () => {
    const { socket, closed } = await open(service.port);
    socket.write("GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n");
    const raw = await closed;
    expect(raw).toMatch(/^HTTP\/1\.1 200 /);
    expect(raw).toContain('"status":"ok"');
    // Node's own default keeps it 5 s: a generous bound that only the configured 200 ms meets.
  }, 4000);

  it("still serves a request that arrives in time", async () => {
    const response = await fetch(`${service.url}/health`);
    expect(response.status).toBe(200);
  });
});

describe("oversized headers", () => {
  let service: RunningService;
  let cleanUp: () => void;

  beforeAll(async () => {
    ({ service, cleanUp } = await startWith({}));
  });

  afterAll(async () => {
    await service?.stop();
    cleanUp?.();
  });

  it("answers headers over 16 KiB with 431 and the contract's JSON body", async () => {
    const response = await fetch(`${service.url}/api/v1/wallet`, { headers: { "x-padding": "p".repeat(17 * 1024) } });
    expect(response.status).toBe(431);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      code: "HEADERS_TOO_LARGE",
      message: "Request headers are larger than 16384 bytes",
      error: "Request headers are larger than 16384 bytes",
    });
  });

  it("serves headers just under the limit", async () => {
    const response = await fetch(`${service.url}/health`, { headers: { "x-padding": "p".repeat(15 * 1024) } });
    expect(response.status).toBe(200);
  });

  it("answers bytes that are not HTTP with 400 in the contract's body", async () => {
    const { socket, closed } = await open(service.port);
    socket.write("NOT HTTP AT ALL\r\n\r\n");
    const raw = await closed;
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(jsonOf(raw).code).toBe("VALIDATION_ERROR");
  });
});

describe("connection cap", () => {
  let service: RunningService;
  let cleanUp: () => void;

  beforeAll(async () => {
    ({ service, cleanUp } = await startWith({ HTTP_MAX_CONNECTIONS: "2" }));
  });

  afterAll(async () => {
    await service?.stop();
    cleanUp?.();
  });

  it("refuses connections over HTTP_MAX_CONNECTIONS at once and serves again when one closes", async () => {
    const dropped = new Promise<void>((resolve) => service.server.once("drop", () => resolve()));
    const held = [await open(service.port), await open(service.port)];
    // Both are counted by the server before the third arrives.
    while ((await new Promise<number>((r) => service.server.getConnections((_, n) => r(n)))) < 2) await sleep(10);

    const extra = await open(service.port);
    extra.socket.write("GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n");
    expect(await extra.closed).toBe("");
    await dropped;

    held[0]?.socket.destroy();
    await held[0]?.closed;
    while ((await new Promise<number>((r) => service.server.getConnections((_, n) => r(n)))) > 1) await sleep(10);
    const response = await fetch(`${service.url}/health`, { headers: { connection: "close" } });
    expect(response.status).toBe(200);
    held[1]?.socket.destroy();
  });
});
