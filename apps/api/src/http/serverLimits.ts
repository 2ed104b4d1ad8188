import type { Server, ServerOptions } from "node:http";
import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import type { Config } from "../config/config";
import { capConnectionsPerClient } from "./clientConnections";
import { type ApiErrorCode, statusOf } from "./errorStatus";
import type { ErrorBody } from "./errors";

/** Request line and headers together are at most this many bytes (Node's default, stated here). */
export const MAX_HEADER_BYTES = 16 * 1024;

/** How long a refused client may take to read the error before its socket is cut. */
const LINGER_MS = 1000;

/**
 * Options for `http.createServer`: the timeouts of `config.http`, and a check of them often enough
 * that they hold (Node looks every 30 s by default, so a 20 s limit could last 50 s).
 */
export const serverOptions = (config: Config): ServerOptions => {
  const { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs } = config.http;
  return {
    headersTimeout: headersTimeoutMs,
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: keepAliveTimeoutMs,
    maxHeaderSize: MAX_HEADER_BYTES,
    connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(headersTimeoutMs / 4))),
  };
};

/** Caps and answers that only the server object can set: connection count, JSON for socket-level errors. */
export const applyServerLimits = (server: Server, config: Config): void => {
  server.maxConnections = config.http.maxConnections;
  // Behind a proxy every peer is the proxy: its own per-client cap does this there (docs/security.md).
  if (config.trustProxyHops === 0) capConnectionsPerClient(server, config.http.maxConnectionsPerClient);
  server.keepAliveTimeout = config.http.keepAliveTimeoutMs;
  server.on("clientError", answerClientError);
};

const answerOf = (error: NodeJS.ErrnoException): { code: ApiErrorCode; message: string } => {
  switch (error.code) {
    case "HPE_HEADER_OVERFLOW":
      return { code: "HEADERS_TOO_LARGE", message: `Request headers are larger than ${MAX_HEADER_BYTES} bytes` };
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return { code: "REQUEST_TIMEOUT", message: "Request was not received in time" };
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW":
      return { code: "PAYLOAD_TOO_LARGE", message: "Chunk extensions are too large" };
    default:
      return { code: "VALIDATION_ERROR", message: "Request is not valid HTTP" };
  }
};

/**
 * Node answers errors it meets before the app (headers over MAX_HEADER_BYTES, a timeout, bytes
 * that are not HTTP) with a bare status line; this answers them in the contract's JSON body and
 * closes the connection. Nothing is written when a response has already begun on the socket.
 */
export const answerClientError = (error: NodeJS.ErrnoException, socket: Duplex): void => {
  const inResponse = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;
  if (error.code === "ECONNRESET" || !socket.writable || inResponse) {
    socket.destroy();
    return;
  }
  const { code, message } = answerOf(error);
  const status = statusOf(code);
  const body: ErrorBody = { code, message, error: message };
  const json = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? "Error"}\r\n` +
      "Content-Type: application/json; charset=UTF-8\r\n" +
      `Content-Length: ${Buffer.byteLength(json)}\r\n` +
      "Cache-Control: no-store\r\n" +
      "X-Content-Type-Options: nosniff\r\n" +
      "Connection: close\r\n\r\n" +
      json,
  );
  // Read and drop what the client still sends, so closing does not reset the connection before it
  // has read the answer; a client that never closes is cut after LINGER_MS.
  socket.resume();
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
};
