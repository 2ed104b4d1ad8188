import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { type WebhookUrlGuard, webhookUrlNotAllowed } from "@finance/domain";
import { isPublicAddress } from "./addresses";

/** A host's addresses, as the system resolver answers them (tests inject their own answers). */
export type Resolver = (host: string) => Promise<readonly string[]>;

export const systemResolver: Resolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((answer) => answer.address);

export interface WebhookUrlRules {
  /** NODE_ENV=production: https only (http is allowed elsewhere). */
  readonly production: boolean;
  /** WEBHOOK_ALLOW_PRIVATE=true: loopback and private addresses allowed (tests, development). */
  readonly allowPrivate: boolean;
  readonly resolve?: Resolver;
}

/** Where one delivery goes: the URL and the address that was checked, the one to connect to. */
export interface CheckedTarget {
  readonly url: URL;
  readonly address: string;
  readonly family: 4 | 6;
}

/**
 * Which URLs webhooks may call, checked at creation and update (the domain's port) and again
 * before each delivery (`target`), since what a name resolves to can change in between: every
 * address of the host must be public, and the delivery connects to the address checked here.
 */
export class WebhookUrlPolicy implements WebhookUrlGuard {
  private readonly resolve: Resolver;

  constructor(private readonly rules: WebhookUrlRules) {
    this.resolve = rules.resolve ?? systemResolver;
  }

  async check(raw: string): Promise<string> {
    return (await this.target(raw)).url.href;
  }

  async target(raw: string): Promise<CheckedTarget> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw webhookUrlNotAllowed("it is not an absolute URL");
    }
    const schemes = this.rules.production ? ["https:"] : ["https:", "http:"];
    if (!schemes.includes(url.protocol)) {
      throw webhookUrlNotAllowed(
        this.rules.production ? "only https URLs are allowed" : "only http and https URLs are allowed",
      );
    }
    if (url.username !== "" || url.password !== "") throw webhookUrlNotAllowed("it must not carry credentials");
    const host = url.hostname.replace(/^\[|\]$/g, "");
    let addresses: readonly string[];
    if (isIP(host) !== 0) {
      addresses = [host];
    } else {
      try {
        addresses = await this.resolve(host);
      } catch {
        throw webhookUrlNotAllowed("its host does not resolve");
      }
    }
    const [first] = addresses;
    if (first === undefined) throw webhookUrlNotAllowed("its host does not resolve");
    if (!this.rules.allowPrivate && !addresses.every(isPublicAddress)) {
      throw webhookUrlNotAllowed("its host resolves to a loopback, private or otherwise non-public address");
    }
    return { url, address: first, family: isIP(first) === 6 ? 6 : 4 };
  }
}
