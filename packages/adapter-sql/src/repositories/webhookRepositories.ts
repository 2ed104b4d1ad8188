import type { Repositories } from "@finance/domain";
import type { SqlDriver } from "../driver";
import type { WebhookTables } from "../tables";
import { SqlOutbox } from "./SqlOutbox";
import { SqlWebhookRepo } from "./SqlWebhookRepo";

/** Webhooks and the outbox's relay side, written once, over a dialect's driver and tables. */
export const webhookRepositories = (
  driver: SqlDriver,
  tables: WebhookTables,
): Pick<Repositories, "webhooks" | "outbox"> => {
  const webhooks = new SqlWebhookRepo(driver, tables);
  return { webhooks, outbox: new SqlOutbox(driver, tables, webhooks) };
};
