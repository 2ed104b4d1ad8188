import { createHmac, randomBytes } from "node:crypto";
import { WEBHOOK_SECRET_PREFIX, type WebhookSecrets } from "@finance/domain";

/** 24 random bytes (192 bits), base64, behind `whsec_`, as the Standard Webhooks libraries read secrets. */
export const webhookSecrets: WebhookSecrets = {
  generate: () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString("base64")}`,
};

/**
 * `webhook-signature` of the Standard Webhooks specification: `v1,` and the base64 HMAC-SHA256,
 * keyed by the secret's decoded bytes, of `<webhook-id>.<webhook-timestamp>.<body>`.
 */
export const signWebhook = (secret: string, id: string, timestampSeconds: number, body: string): string => {
  const key = Buffer.from(
    secret.startsWith(WEBHOOK_SECRET_PREFIX) ? secret.slice(WEBHOOK_SECRET_PREFIX.length) : secret,
    "base64",
  );
  return `v1,${createHmac("sha256", key).update(`${id}.${timestampSeconds}.${body}`).digest("base64")}`;
};
