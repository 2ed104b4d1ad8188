import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import { performance } from "node:perf_hooks";
import {
  type AttemptResult,
  isDomainError,
  type PendingDelivery,
  type Webhook,
  type WebhookSender,
} from "@finance/domain";
import { EndpointSlots } from "./EndpointSlots";
import { signWebhook } from "./signature";
import type { CheckedTarget, WebhookUrlPolicy } from "./WebhookUrlPolicy";

export interface HttpWebhookSenderOptions {
  readonly urls: WebhookUrlPolicy;
  /** WEBHOOK_TIMEOUT_MS: the whole attempt, from resolving the host to the response's first bytes. */
  readonly timeoutMs: number;
  readonly maxConcurrentPerEndpoint?: number;
  /** How much of a response body is kept, in bytes. */
  readonly responsePrefixBytes?: number;
  /** The `webhook-timestamp` source (tests pin it). */
  readonly now?: () => Date;
}

export const DEFAULT_MAX_CONCURRENT_PER_ENDPOINT = 4;
export const DEFAULT_RESPONSE_PREFIX_BYTES = 256;

/** The body every webhook receives, as the contract and Standard Webhooks write it. */
export const webhookBody = (delivery: PendingDelivery): string =>
  JSON.stringify({ type: delivery.eventType, timestamp: delivery.occurredAt.toISOString(), data: delivery.data });

/** Connects to the checked address whatever the name resolves to by now, keeping the name for Host and TLS. */
const pinnedLookup =
  (target: CheckedTarget): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };

/**
 * One signed POST per attempt. The host is resolved and checked again first (a name that now
 * resolves to a private address is refused) and the connection goes to that checked address;
 * redirects are not followed (a 3xx is a failed attempt); only a short prefix of the answer is
 * read. Endpoint failures are results, never thrown.
 */
export class HttpWebhookSender implements WebhookSender {
  private readonly slots: EndpointSlots;
  private readonly prefixBytes: number;
  private readonly now: () => Date;

  constructor(private readonly options: HttpWebhookSenderOptions) {
    this.slots = new EndpointSlots(options.maxConcurrentPerEndpoint ?? DEFAULT_MAX_CONCURRENT_PER_ENDPOINT);
    this.prefixBytes = options.responsePrefixBytes ?? DEFAULT_RESPONSE_PREFIX_BYTES;
    this.now = options.now ?? (() => new Date());
  }

  /** Deliveries of this endpoint in flight now (for tests and metrics). */
  inFlight(webhookId: string): number {
    return this.slots.inFlight(webhookId);
  }

  send(webhook: Webhook, delivery: PendingDelivery): Promise<AttemptResult> {
    return this.slots.run(webhook.id, () => this.attempt(webhook, delivery));
  }

  private async attempt(webhook: Webhook, delivery: PendingDelivery): Promise<AttemptResult> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const failed = (error: string): AttemptResult => ({
      statusCode: null,
      error,
      durationMs: elapsed(),
      responsePrefix: null,
    });
    let deadline: NodeJS.Timeout | undefined;
    const timedOut = new Promise<AttemptResult>((resolve) => {
      deadline = setTimeout(
        () => resolve(failed(`Timed out after ${this.options.timeoutMs} ms`)),
        this.options.timeoutMs,
      );
    });
    const abort = new AbortController();
    try {
      return await Promise.race([timedOut, this.post(webhook, delivery, abort.signal, elapsed)]);
    } catch (error) {
      if (isDomainError(error)) return failed(error.message);
      return failed(`Request failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      clearTimeout(deadline);
      abort.abort();
    }
  }

  private async post(
    webhook: Webhook,
    delivery: PendingDelivery,
    signal: AbortSignal,
    elapsed: () => number,
  ): Promise<AttemptResult> {
    const target = await this.options.urls.target(webhook.url);
    const body = webhookBody(delivery);
    const timestamp = Math.floor(this.now().getTime() / 1000);
    const request = target.url.protocol === "https:" ? httpsRequest : httpRequest;
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = request(target.url, {
        method: "POST",
        agent: false,
        lookup: pinnedLookup(target),
        signal,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "user-agent": "finance-webhooks/1",
          "webhook-id": delivery.eventId,
          "webhook-timestamp": String(timestamp),
          "webhook-signature": signWebhook(webhook.secret, delivery.eventId, timestamp, body),
        },
      });
      req.once("response", resolve);
      req.once("error", reject);
      req.end(body);
    });
    const prefix = await this.readPrefix(response);
    const statusCode = response.statusCode ?? null;
    const redirect = statusCode !== null && statusCode >= 300 && statusCode < 400;
    return {
      statusCode,
      error: redirect ? "Redirects are not followed" : null,
      durationMs: elapsed(),
      responsePrefix: prefix,
    };
  }

  /** The first bytes of the body (as UTF-8 text); the rest is not read, the connection is dropped. */
  private readPrefix(response: IncomingMessage): Promise<string> {
    return new Promise((resolve) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        response.removeAllListeners("data");
        response.destroy();
        resolve(
          Buffer.concat(chunks)
            .subarray(0, this.prefixBytes)
            .toString("utf8")
            .replace(/\uFFFD+$/, ""),
        );
      };
      response.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= this.prefixBytes) done();
      });
      response.once("end", done);
      response.once("error", done);
      response.once("close", done);
    });
  }
}
