import { AUTH_ROUTES } from "./matrix.auth";
import { BUDGETS_ROUTES } from "./matrix.budgets";
import { IMPORTS_ROUTES } from "./matrix.imports";
import { LEDGER_ROUTES } from "./matrix.ledger";
import { RECURRENCES_ROUTES } from "./matrix.recurrences";
import type { Probe } from "./matrix.support";
import { TRANSFERS_ROUTES } from "./matrix.transfers";
import { WEBHOOKS_ROUTES } from "./matrix.webhooks";

/** THE matrix: every route of the app. Public routes take no id and hold no one's data. */
export const MATRIX: Record<string, Probe[]> = {
  ...AUTH_ROUTES,
  ...LEDGER_ROUTES,
  ...BUDGETS_ROUTES,
  ...TRANSFERS_ROUTES,
  ...IMPORTS_ROUTES,
  ...WEBHOOKS_ROUTES,
  ...RECURRENCES_ROUTES,
};
