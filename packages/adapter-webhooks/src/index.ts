export { isPublicAddress } from "./addresses";
export { EndpointSlots } from "./EndpointSlots";
export {
  DEFAULT_MAX_CONCURRENT_PER_ENDPOINT,
  DEFAULT_RESPONSE_PREFIX_BYTES,
  HttpWebhookSender,
  type HttpWebhookSenderOptions,
  webhookBody,
} from "./HttpWebhookSender";
export { signWebhook, webhookSecrets } from "./signature";
export {
  type CheckedTarget,
  type Resolver,
  systemResolver,
  WebhookUrlPolicy,
  type WebhookUrlRules,
} from "./WebhookUrlPolicy";
