import { afterAll, beforeAll, describe } from "vitest";
import { describeAttachmentsContract } from "./repository/attachments";
import { describeBudgetMembersContract } from "./repository/budgetMembers";
import { describeBudgetsContract } from "./repository/budgets";
import { describeBudgetThresholdContract } from "./repository/budgetThresholds";
import { describeCategoriesContract } from "./repository/categories";
import { describeCategoryLifecycleContract } from "./repository/categoryLifecycle";
import { contractContext, type MakeAdapters, type RepositoryHarness } from "./repository/harness";
import { describeIdempotencyKeysContract } from "./repository/idempotencyKeys";
import { describeImportAndRecurrenceThresholdContract } from "./repository/importAndRecurrenceThresholds";
import { describeImportsContract } from "./repository/imports";
import { describeInstantContract } from "./repository/instants";
import { describeOutboxContract } from "./repository/outbox";
import { describeReceiptBatchesContract } from "./repository/receiptBatches";
import { describeRecurrencesContract } from "./repository/recurrences";
import { describeSignedAmountContract } from "./repository/signedAmount";
import { describeSpendingContract } from "./repository/spending";
import { describeSumRangeContract } from "./repository/sumRange";
import { describeTagsContract } from "./repository/tags";
import { describeTokensContract } from "./repository/tokens";
import { describeTransactionBatchesContract } from "./repository/transactionBatches";
import { describeTransactionListingContract } from "./repository/transactionListing";
import { describeTransactionsContract } from "./repository/transactions";
import { describeTransfersContract } from "./repository/transfers";
import { describeUsersContract } from "./repository/users";
import { describeVersionedWrites } from "./repository/versionedWrites";
import { describeWalletLifecycleContract } from "./repository/walletLifecycle";
import { describeWalletsContract } from "./repository/wallets";

export type { MakeAdapters, RepositoryHarness } from "./repository/harness";

/**
 * The behaviour every persistence adapter must share, written once and run unchanged against
 * memory, SQLite and PostgreSQL. `makeAdapters` opens a migrated, possibly non-empty store. Each
 * aggregate's part lives in its own file under `repository/`.
 */
export const describeRepositoryContract = (name: string, makeAdapters: MakeAdapters): void => {
  describe(`repository contract: ${name}`, () => {
    let harness: RepositoryHarness;
    const context = contractContext(() => harness);
    const { repos } = context;

    beforeAll(async () => {
      harness = await makeAdapters();
    });

    afterAll(async () => {
      await harness?.close();
    });

    describeVersionedWrites({
      repos,
      withHandles: async (work) => {
        const peer = await harness.openPeer?.();
        try {
          await work(peer ? [repos(), peer.repositories] : [repos()]);
        } finally {
          await peer?.close();
        }
      },
    });
    describeUsersContract(context);
    describeWalletsContract(context);
    describeCategoriesContract(context);
    describeWalletLifecycleContract(context);
    describeCategoryLifecycleContract(context);
    describeTransactionsContract(context);
    describeTransactionBatchesContract(context);
    describeReceiptBatchesContract(context);
    describeAttachmentsContract(context);
    describeTransactionListingContract(context);
    describeTransfersContract(context);
    describeSpendingContract(context);
    describeBudgetsContract(context);
    describeBudgetMembersContract(context);
    describeTagsContract(context);
    describeTokensContract(context);
    describeInstantContract(repos);
    describeSumRangeContract(repos, () => harness.openPeer);
    describeSignedAmountContract(repos);
    describeIdempotencyKeysContract(context);
    describeRecurrencesContract(context);
    describeImportsContract(context);
    describeOutboxContract(context);
    describeBudgetThresholdContract(context);
    describeImportAndRecurrenceThresholdContract(context);
  });
};
