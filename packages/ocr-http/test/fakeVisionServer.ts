import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** What the fake server does with one request: answer, or never answer (a hung provider). */
export type Reply = { status: number; body: string } | "hang";

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage["headers"];
  readonly body: unknown;
}

/** A chat-completions answer whose message content is `content`. */
export const completion = (content: unknown, status = 200): Reply => ({
  status,
  body: JSON.stringify({
    id: "chatcmpl-test",
    object: "chat.completion",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
  }),
});

/**
 * A real HTTP server on 127.0.0.1 (port chosen by the OS) that answers the queued replies in
 * order (the last one repeats) and records every request.
 */
export const startFakeVisionServer = async (...replies: Reply[]) => {
  const requests: RecordedRequest[] = [];
  const hung = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      requests.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body: JSON.parse(text) });
      const reply = replies[Math.min(requests.length - 1, replies.length - 1)] ?? "hang";
      if (reply === "hang") {
        hung.add(res);
        return;
      }
      res.writeHead(reply.status, { "content-type": "application/json" }).end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** A loopback port that nothing listens on (bound, then released). */
export const closedPort = async (): Promise<number> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
};
