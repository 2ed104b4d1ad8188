import type { Attachment } from "../../model/attachment/Attachment";
import type { AttachmentRepo } from "../../model/attachment/AttachmentRepo";
import type { FileStore } from "../../model/attachment/FileStore";
import type { BudgetProgress } from "../../model/budget/Budget";
import { assertCategoryOpen } from "../../model/category/Category";
import type { CategoryRepo } from "../../model/category/CategoryRepo";
import type { EventFactory } from "../../model/event/DomainEvent";
import { type Currency, isCurrency } from "../../model/money/Currency";
import { money } from "../../model/money/Money";
import type { OcrPort, ParsedReceipt, ReadContext, ReceiptImage } from "../../model/receipt/OcrPort";
import type { ReceiptFingerprint } from "../../model/receipt/ReceiptFingerprint";
import { type ReceiptTaxMode, type ReceiptWarning, receiptItems } from "../../model/receipt/receiptItems";
import { type Transaction, transactionOf } from "../../model/transaction/Transaction";
import type { TransactionRepo } from "../../model/transaction/TransactionRepo";
import { assertWalletCurrency, assertWalletOpen } from "../../model/wallet/Wallet";
import type { WalletRepo } from "../../model/wallet/WalletRepo";
import type { Clock } from "../../shared/Clock";
import { isDomainError } from "../../shared/DomainError";
import { parseIsoInstant } from "../../shared/dates";
import { ocrResponseFailed, receiptAlreadyProcessed, storageQuotaExceeded } from "../../shared/domainErrors";
import type { IdGenerator, TransactionId, UserId } from "../../shared/Id";
import { MAX_NAME_LENGTH, truncateCharacters } from "../../shared/text";
import type { BudgetAllocator } from "../budget/BudgetAllocator";
import { findOwnedCategory } from "../category/findOwnedCategory";
import { emitReceiptProcessed } from "../event/emitters";
import { findOwnedWallet } from "../wallet/findOwnedWallet";

export interface CreateTransactionsFromReceiptInput {
  walletId: string;
  categoryId: string;
  image: ReceiptImage;
  /**
   * A digest of the image bytes (the HTTP layer gives SHA-256 hex). When given, the same bytes
   * already recorded into the same wallet fail with RECEIPT_ALREADY_PROCESSED, before any OCR.
   */
  contentHash?: string;
  /** The receipt's language as the client states it (BCP 47), a hint for the OCR engine. */
  language?: string;
  /**
   * The id the batch's first transaction gets, chosen by a caller that may run this again for the
   * same upload (a job retried after a crash). A run that finds the receipt recorded by a batch
   * holding this id answers that batch instead of RECEIPT_ALREADY_PROCESSED, recording nothing.
   * Needs `contentHash`.
   */
  firstTransactionId?: TransactionId;
}

/** What was read off the receipt, in the wallet's currency. */
export interface ReceiptSummary {
  readonly merchant: string | null;
  /**
   * The date printed on the receipt, or null (the transactions then carry the time of upload). A
   * printed time of day has no zone: it is kept as that wall-clock time in UTC.
   */
  readonly date: Date | null;
  readonly currency: Currency;
  /** The printed total, or the recorded sum when no total was printed. */
  readonly totalMinor: number;
  /** Sum of the created transactions (positive). */
  readonly itemsTotalMinor: number;
  readonly tax: ReceiptTaxMode;
  readonly warnings: readonly ReceiptWarning[];
}

export interface ReceiptTransactions {
  readonly receipt: ReceiptSummary;
  readonly transactions: Transaction[];
  readonly budgets: BudgetProgress[];
}

/**
 * Turns one receipt image into expense transactions: ownership first (no OCR for a foreign wallet
 * or category), then the duplicate check (no OCR for a receipt already recorded), OCR, the item
 * rule, and a single all-or-nothing `createMany` that checks the duplicate again atomically.
 * The image is kept: written to the file store just before the batch, and linked to every
 * transaction of the batch by attachment rows written in the batch's own atomic step. A batch that
 * fails deletes the file again; after a crash in between, the orphan sweep does.
 */
export class CreateTransactionsFromReceipt {
  constructor(
    private readonly ocr: OcrPort,
    private readonly transactions: TransactionRepo,
    private readonly wallets: WalletRepo,
    private readonly categories: CategoryRepo,
    private readonly allocator: BudgetAllocator,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly files: FileStore,
    /** The kept image counts toward the user's STORAGE_QUOTA_BYTES (none when not given). */
    private readonly quota?: { readonly attachments: AttachmentRepo; readonly quotaBytes: number },
    private readonly events?: EventFactory,
  ) {}

  async execute(userId: UserId, input: CreateTransactionsFromReceiptInput): Promise<ReceiptTransactions> {
    const wallet = await findOwnedWallet(this.wallets, userId, input.walletId);
    const category = await findOwnedCategory(this.categories, userId, input.categoryId);
    assertWalletOpen(wallet);
    assertCategoryOpen(category);
    const fingerprint: ReceiptFingerprint | undefined =
      input.contentHash === undefined ? undefined : { userId, walletId: wallet.id, contentHash: input.contentHash };
    const ownEarlier = await this.notYetRecorded(fingerprint, input.firstTransactionId);
    if (ownEarlier === null) await this.assertRoomFor(userId, input.image.bytes.byteLength);
    const parsed = await this.read(input.image, {
      walletCurrency: wallet.currency,
      ...(input.language !== undefined && { language: input.language }),
    });

    // Only a code (or a symbol one currency alone uses) can contradict the wallet; shared marks
    // ("$", "kr", "RM"-like glyphs) arrive as currencyHints and never do.
    const printedCurrency = parsed.currency?.trim().toUpperCase() || null;
    if (printedCurrency !== null && isCurrency(printedCurrency)) assertWalletCurrency(wallet, printedCurrency);
    const read = receiptItems(parsed, wallet.currency);
    const printedDate = parsed.date === null ? null : parseIsoInstant(parsed.date);
    const now = this.clock.now();
    const transactions: Transaction[] = read.items.map((item, index) =>
      transactionOf({
        id: index === 0 && input.firstTransactionId !== undefined ? input.firstTransactionId : this.ids.next(),
        userId,
        wallet,
        categoryId: category.id,
        type: "expense",
        amount: money(Math.abs(item.amountMinor), wallet.currency),
        description: item.description,
        date: printedDate ?? now,
        updatedAt: now,
      }),
    );
    const { recorded, budgets } = ownEarlier
      ? { recorded: ownEarlier, budgets: undefined }
      : await this.recordKeepingImage(userId, input.image, transactions, fingerprint, input.firstTransactionId);

    const merchant = truncateCharacters(parsed.merchant?.replace(/\s+/g, " ").trim() ?? "", MAX_NAME_LENGTH) || null;
    return {
      receipt: {
        merchant,
        date: printedDate,
        currency: wallet.currency,
        totalMinor: read.printedTotalMinor ?? read.itemsTotalMinor,
        itemsTotalMinor: read.itemsTotalMinor,
        tax: read.tax,
        warnings: read.warnings,
      },
      transactions: recorded,
      budgets: budgets ?? (await this.allocator.touchedBy(recorded)),
    };
  }

  /**
   * Null when the receipt is not recorded yet (or no fingerprint is given); the earlier batch when
   * it was recorded by an earlier run of this same upload; RECEIPT_ALREADY_PROCESSED otherwise.
   */
  private async notYetRecorded(
    fingerprint: ReceiptFingerprint | undefined,
    firstTransactionId: TransactionId | undefined,
  ): Promise<Transaction[] | null> {
    if (fingerprint === undefined) return null;
    const earlier = await this.transactions.findReceiptBatch(fingerprint);
    if (earlier.length === 0) return null;
    const own = await this.ownBatch(earlier, firstTransactionId);
    if (own === null) throw receiptAlreadyProcessed(earlier);
    return own;
  }

  /** The batch's transactions when `earlier` is the batch a run with `firstTransactionId` recorded. */
  private async ownBatch(
    earlier: readonly TransactionId[],
    firstTransactionId: TransactionId | undefined,
  ): Promise<Transaction[] | null> {
    if (firstTransactionId === undefined || !earlier.includes(firstTransactionId)) return null;
    const found = await Promise.all(earlier.map((id) => this.transactions.findById(id)));
    return found.filter((transaction): transaction is Transaction => transaction !== null);
  }

  private async recordKeepingImage(
    userId: UserId,
    image: ReceiptImage,
    transactions: readonly Transaction[],
    fingerprint: ReceiptFingerprint | undefined,
    firstTransactionId: TransactionId | undefined,
  ): Promise<{ recorded: Transaction[]; budgets: BudgetProgress[] | undefined }> {
    // The budgets the batch touches are read first: the batch's write sums them in its own step.
    const watched = await this.allocator.watch(
      await this.allocator.budgetsTouchedBy(transactions),
      { before: [], after: transactions },
      userId,
      this.events,
    );
    const fileKey = this.ids.next();
    const { sizeBytes } = await this.files.put(fileKey, [image.bytes]);
    const createdAt = this.clock.now();
    const attachments: Attachment[] = transactions.map((transaction) => ({
      id: this.ids.next(),
      userId,
      transactionId: transaction.id,
      fileKey,
      contentType: image.mimeType,
      sizeBytes,
      createdAt,
    }));
    try {
      await this.transactions.createMany(
        transactions,
        fingerprint,
        attachments,
        emitReceiptProcessed(this.events, userId),
        watched?.watch,
      );
      return { recorded: [...transactions], budgets: watched === undefined ? [] : watched.progress() };
    } catch (error) {
      await this.files.delete(fileKey).catch(() => undefined);
      // Two runs of one upload at once (a worker thought dead still running): the other one won.
      if (fingerprint !== undefined && isDomainError(error) && error.code === "RECEIPT_ALREADY_PROCESSED") {
        const own = await this.ownBatch(await this.transactions.findReceiptBatch(fingerprint), firstTransactionId);
        if (own !== null) return { recorded: own, budgets: undefined };
      }
      throw error;
    }
  }

  /**
   * Before any OCR: the kept image must fit the user's quota. Checked here, not in the batch's
   * atomic step: a receipt racing another upload of the same user may pass the quota by its image.
   */
  private async assertRoomFor(userId: UserId, imageBytes: number): Promise<void> {
    if (!this.quota) return;
    const stored = await this.quota.attachments.storedBytes(userId);
    if (stored + imageBytes > this.quota.quotaBytes) throw storageQuotaExceeded(this.quota.quotaBytes);
  }

  /** The port promises OCR_* DomainErrors; anything else it throws is an unusable answer too. */
  private async read(image: ReceiptImage, context: ReadContext): Promise<ParsedReceipt> {
    try {
      return await this.ocr.read(image, context);
    } catch (error) {
      if (isDomainError(error)) throw error;
      throw ocrResponseFailed();
    }
  }
}
