import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { clientKeyOf } from "./clientIp";

/** One open connection: which client holds it, and whether a request of it is being answered. */
interface Held {
  readonly socket: Socket;
  readonly client: string;
  /** A request's headers have arrived and its answer has not finished. */
  busy: boolean;
  /** Since when it has been waiting (for its first request, its headers or its next request). */
  waitingSince: number;
}

/**
 * At most `perClient` open connections per client address (IPv4 as is, IPv6 by its /64). A new
 * connection over the cap closes its client's longest-waiting connection that is not being answered
 * (one still trickling its headers, or an idle keep-alive one) and is kept; when every one of that
 * client's connections is being answered, the new one is closed instead. A client holding the cap
 * in slow sockets thus only ever displaces its own, and cannot fill the process's connection cap
 * (HTTP_MAX_CONNECTIONS) that everyone else shares.
 *
 * Keyed by the socket's peer: behind a reverse proxy every connection is the proxy's, so the
 * caller leaves this off there and the proxy caps connections per client (docs/security.md).
 */
export const capConnectionsPerClient = (server: Server, perClient: number): void => {
  const byClient = new Map<string, Set<Held>>();
  const bySocket = new WeakMap<Socket, Held>();

  server.on("connection", (socket: Socket) => {
    const client = clientKeyOf(socket.remoteAddress ?? "unknown");
    let held = byClient.get(client);
    if (!held) {
      held = new Set();
      byClient.set(client, held);
    }
    if (held.size >= perClient) {
      let oldest: Held | undefined;
      for (const other of held) {
        if (!other.busy && (oldest === undefined || other.waitingSince < oldest.waitingSince)) oldest = other;
      }
      if (oldest === undefined) {
        socket.destroy();
        return;
      }
      held.delete(oldest);
      oldest.socket.destroy();
    }
    const entry: Held = { socket, client, busy: false, waitingSince: performance.now() };
    held.add(entry);
    bySocket.set(socket, entry);
    socket.once("close", () => {
      const set = byClient.get(client);
      set?.delete(entry);
      if (set?.size === 0) byClient.delete(client);
    });
  });

  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    const entry = bySocket.get(request.socket);
    if (!entry) return;
    entry.busy = true;
    const done = () => {
      entry.busy = false;
      entry.waitingSince = performance.now();
    };
    response.once("finish", done);
    response.once("close", done);
  });
};
