import { request as httpRequest } from "node:http";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RealServer, type RealStore, startRealServer } from "./support";

/**
 * One client address cannot starve the others (per-address connection and in-flight caps), over
 * real sockets on loopback: the attacker speaks from 127.0.0.1, everyone else from 127.0.0.2, so
 * the server sees two addresses. Every loop is bounded in count and time and stops by itself;
 * nothing asserts a duration, only how many requests were answered.
 */

const ATTACKER = "127.0.0.1";
const OTHER = "127.0.0.2";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  body: string;
}

/** One request on a fresh connection from `localAddress`; a refused or cut connection answers status 0. */
const ask = (
  port: number,
  localAddress: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> =>
  new Promise((resolveAnswer) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        localAddress,
        method: options.method ?? "GET",
        agent: false,
        headers: { connection: "close", ...options.headers },
        timeout: 15_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolveAnswer({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on("error", () => resolveAnswer({ status: 0, body: "" }));
      },
    );
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolveAnswer({ status: 0, body: "" }));
    req.end(options.body);
  });

/** A raw connection from `localAddress`; `closed` resolves when the server (or anyone) closes it. */
const openRaw = (port: number, localAddress: string): Promise<{ socket: Socket; closed: Promise<void> }> =>
  new Promise((resolveOpen, reject) => {
    const socket = connect({ port, host: "127.0.0.1", localAddress });
    socket.on("error", () => {});
    socket.on("data", () => {});
    const closed = new Promise<void>((resolveClosed) => socket.once("close", () => resolveClosed()));
    socket.once("connect", () => resolveOpen({ socket, closed }));
    socket.once("error", reject);
  });

/**
 * `sockets` connections from ATTACKER, each sending a request line and then one header line every
 * `trickleMs` (never the blank line that ends them), and reopened when the server closes one,
 * until `stop()`; at most `maxOpens` connections in all. Counts what it opened and what was closed on it.
 */
const slowHeaderAttack = (port: number, sockets: number, trickleMs: number, maxOpens: number) => {
  let stopped = false;
  let opened = 0;
  let closedByServer = 0;
  const live = new Set<Socket>();
  const one = async (): Promise<void> => {
    while (!stopped && opened < maxOpens) {
      opened += 1;
      let socket: Socket;
      let closed: Promise<void>;
      try {
        ({ socket, closed } = await openRaw(port, ATTACKER));
      } catch {
        await sleep(trickleMs);
        continue;
      }
      live.add(socket);
      socket.write("GET /health HTTP/1.1\r\nHost: localhost\r\n");
      let open = true;
      void closed.then(() => {
        open = false;
      });
      while (open && !stopped) {
        await Promise.race([sleep(trickleMs), closed]);
        if (open && !stopped) socket.write("X-Slow: 1\r\n");
      }
      live.delete(socket);
      if (!stopped) closedByServer += 1;
    }
  };
  const running = Promise.all(Array.from({ length: sockets }, one));
  return {
    get opened() {
      return opened;
    },
    get closedByServer() {
      return closedByServer;
    },
    stop: async () => {
      stopped = true;
      for (const socket of live) socket.destroy();
      await running;
    },
  };
};

describe.each<RealStore>(["sqlite", "postgres"])("one client address cannot starve the others (%s)", (store) => {
  let server: RealServer;

  beforeAll(async () => {
    server = await startRealServer(store, {
      // Small enough that the attacker below could fill the whole process without the per-client cap.
      HTTP_MAX_CONNECTIONS: "300",
      HTTP_MAX_CONNECTIONS_PER_CLIENT: "40",
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  it("serves another address while one holds 400 sockets trickling header bytes", async () => {
    const port = server.service.port;
    const user = { email: `other-${store}@example.com`, password: "correct horse battery" };
    const json = (body: object) => ({
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect((await ask(port, OTHER, "/api/v1/auth/register", json({ name: "Other", ...user }))).status).toBe(201);
    const token = JSON.parse((await ask(port, OTHER, "/api/v1/auth/login", json(user))).body).accessToken as string;

    const attack = slowHeaderAttack(port, 400, 200, 4000);
    try {
      // The attacker has tried all of its sockets before anyone else asks.
      for (let i = 0; i < 200 && attack.opened < 400; i += 1) await sleep(25);
      expect(attack.opened).toBeGreaterThanOrEqual(400);

      const REQUESTS = 30;
      let served = 0;
      for (let i = 0; i < REQUESTS; i += 1) {
        const answer =
          i % 2 === 0
            ? await ask(port, OTHER, "/health")
            : await ask(port, OTHER, "/api/v1/wallet", { headers: { authorization: `Bearer ${token}` } });
        if (answer.status === 200) served += 1;
      }
      console.info(
        `${store}: attacker opened ${attack.opened} sockets, ${attack.closedByServer} closed by the server; ` +
          `other address: ${served} of ${REQUESTS} answered 200`,
      );
      expect(served).toBe(REQUESTS);
      // The attacker was held to its own cap: the server closed its sockets as new ones came.
      expect(attack.closedByServer).toBeGreaterThanOrEqual(400 - 40);
    } finally {
      await attack.stop();
    }
  });
});

describe("per-client caps", () => {
  let server: RealServer;

  beforeAll(async () => {
    server = await startRealServer("sqlite", {
      HTTP_MAX_CONNECTIONS_PER_CLIENT: "5",
      HTTP_MAX_IN_FLIGHT_PER_CLIENT: "3",
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  it("closes the address's longest-waiting idle connection for its new one, and serves the new one", async () => {
    const port = server.service.port;
    const idle = [];
    for (let i = 0; i < 5; i += 1) {
      idle.push(await openRaw(port, ATTACKER));
      // Each is seen by the server before the next, so the first is the longest waiting.
      await sleep(50);
    }
    let firstClosed = false;
    void idle[0]?.closed.then(() => {
      firstClosed = true;
    });
    const answer = await ask(port, ATTACKER, "/health");
    expect(answer.status).toBe(200);
    await Promise.race([idle[0]?.closed, sleep(5000)]);
    expect(firstClosed).toBe(true);
    for (const { socket } of idle) socket.destroy();
  });

  it("answers 429 RATE_LIMITED past the address's requests in flight, before reading the body, and serves other addresses", async () => {
    const port = server.service.port;
    // Three requests whose bodies never finish: each is in flight until it is cut.
    const held = [];
    for (let i = 0; i < 3; i += 1) {
      const raw = await openRaw(port, ATTACKER);
      raw.socket.write(
        "POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
          'Content-Length: 100\r\n\r\n{"email":',
      );
      held.push(raw);
    }
    await sleep(200);
    try {
      const refused = await ask(port, ATTACKER, "/health");
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body).code).toBe("RATE_LIMITED");
      const other = await ask(port, OTHER, "/health");
      expect(other.status).toBe(200);
    } finally {
      for (const { socket } of held) socket.destroy();
    }
    // Once they are cut, the address is answered again.
    let again = 0;
    for (let i = 0; i < 50 && again !== 200; i += 1) {
      again = (await ask(port, ATTACKER, "/health")).status;
      if (again !== 200) await sleep(50);
    }
    expect(again).toBe(200);
  });
});
