import type { ConflictCurrent } from "@finance/domain";
import { presentBudget } from "./budgets/budgets.presenters";
import { presentTransaction } from "./transactions/transactions.presenters";
import { presentTransfer } from "./transfers/transfers.presenters";

/** The resource a CONFLICT carries as it is stored now, presented like a GET of it. */
export const presentConflictCurrent = (current: ConflictCurrent): unknown =>
  "budget" in current
    ? presentBudget(current.budget)
    : "transfer" in current
      ? presentTransfer(current.transfer)
      : presentTransaction(current.transaction);
