import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  readonly path: string;
  readonly headers: IncomingMessage["headers"];
  readonly body: string;
}

type Behaviour = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Tests only (`@finance/adapter-webhooks/testing`, never imported by the service): a real HTTP
 * receiver on loopback: each request gets the next behaviour of the script (the last
 * one repeats), and every request is noted with its headers and body.
 */
export const startReceiver = async (...script: Behaviour[]) => {
  const received: Received[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const held: ServerResponse[] = [];
  const server = createServer((req, res) => {
    const index = Math.min(received.length, script.length - 1);
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      body += chunk;
    });
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body });
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      res.on("close", () => {
        inFlight -= 1;
      });
      script[index]?.(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path = "/hook") => `http://127.0.0.1:${port}${path}`,
    received,
    maxInFlight: () => maxInFlight,
    held,
    close: async () => {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

export const answer =
  (status: number, body = "", headers: Record<string, string> = {}): Behaviour =>
  (_req, res) => {
    res.writeHead(status, headers);
    res.end(body);
  };

/** Never answers (until the receiver closes): the sender's timeout must end the attempt. */
export const hang: Behaviour = () => undefined;
