import type { Repositories } from "@finance/domain";
import type { SqlDriver } from "../driver";
import type { DailyTotalsTable, RepositoryTables, WebhookTables } from "../tables";
import { SqlAttachmentRepo } from "./SqlAttachmentRepo";
import { SqlCategoryRepo } from "./SqlCategoryRepo";
import { type ImportTables, SqlImportRepo } from "./SqlImportRepo";
import { type RecurrenceTables, SqlRecurrenceRepo } from "./SqlRecurrenceRepo";
import { SqlTagRepo } from "./SqlTagRepo";
import { webhookRepositories } from "./webhookRepositories";

/** The repositories written once, built over a dialect's driver and tables. */
export const sharedRepositories = (
  driver: SqlDriver,
  tables: RepositoryTables,
): Pick<Repositories, "categories" | "attachments" | "tags"> => ({
  categories: new SqlCategoryRepo(driver, tables),
  attachments: new SqlAttachmentRepo(driver, tables),
  tags: new SqlTagRepo(driver, tables),
});

/**
 * The repositories written once over a dialect's schema module (`import * as schema`) and the
 * daily rollup the budget spending query reads (it lives in the dashboard's schema module).
 */
export const schemaRepositories = (
  driver: SqlDriver,
  schema: Omit<ImportTables & RecurrenceTables, "daily"> & WebhookTables,
  daily: DailyTotalsTable,
): Pick<Repositories, "imports" | "recurrences" | "webhooks" | "outbox"> => ({
  imports: new SqlImportRepo(driver, { ...schema, daily }),
  recurrences: new SqlRecurrenceRepo(driver, { ...schema, daily }),
  ...webhookRepositories(driver, schema),
});
