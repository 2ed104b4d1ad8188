import type { Category } from "../../model/category/Category";
import { assertCategoryOpen } from "../../model/category/Category";
import type { CategoryRepo } from "../../model/category/CategoryRepo";
import { DUPLICATE_ENTRY_MESSAGE, DUPLICATE_EXTERNAL_ID_PREFIX, duplicateKey } from "../../model/import/duplicateKey";
import {
  countRow,
  emptyCounts,
  IMPORT_PREVIEW_ROWS,
  IMPORT_PREVIEW_TTL_MS,
  type Import,
  type ImportedTransaction,
  type ImportId,
  type ImportRow,
} from "../../model/import/Import";
import type { ImportRepo } from "../../model/import/ImportRepo";
import { isStatementFileError, type StatementFileError } from "../../model/import/StatementFileError";
import type {
  CsvColumnMapping,
  StatementEntry,
  StatementReader,
  StatementRow,
} from "../../model/import/StatementReader";
import { assertWalletOpen, type Wallet } from "../../model/wallet/Wallet";
import type { WalletRepo } from "../../model/wallet/WalletRepo";
import type { Clock } from "../../shared/Clock";
import { parseCalendarDate } from "../../shared/dates";
import { importMappingRequired, importTooManyRows, unsupportedImportFormat } from "../../shared/domainErrors";
import type { CategoryId, IdGenerator, UserId } from "../../shared/Id";
import { MAX_AMOUNT_MINOR } from "../../shared/limits";
import { MAX_DESCRIPTION_LENGTH, normaliseText, truncateCharacters } from "../../shared/text";
import { findOwnedCategory } from "../category/findOwnedCategory";
import { findOwnedWallet } from "../wallet/findOwnedWallet";

export interface PreviewImportInput {
  walletId: string;
  /** The default category: rows whose category the caller does not have take it. */
  categoryId: string;
  /** The file's bytes as they arrive. */
  bytes: AsyncIterable<Uint8Array>;
  mapping?: CsvColumnMapping;
}

export interface ImportLimits {
  /** IMPORT_MAX_ROWS: more entries fail the file with IMPORT_TOO_MANY_ROWS. */
  readonly maxRows: number;
}

export interface ImportPreview {
  readonly import: Import;
  /** The first IMPORT_PREVIEW_ROWS rows. */
  readonly rows: ImportRow[];
}

/** Rows are judged and stored this many at a time: memory holds one batch, never the file. */
const BATCH_ROWS = 1000;
/** Control characters a bank leaves in a description; a transaction's description keeps none but line breaks. */
const CONTROL = /(?![\t\n\r])\p{Cc}/gu;

/**
 * Reads a bank file into a preview: every entry becomes a row that is ready, a duplicate of what
 * the wallet holds, or refused with its reason. Nothing is recorded as a transaction. A file the
 * reader fails, even after many rows, leaves no import behind.
 */
export class PreviewImport {
  constructor(
    private readonly imports: ImportRepo,
    private readonly wallets: WalletRepo,
    private readonly categories: CategoryRepo,
    private readonly reader: StatementReader,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly limits: ImportLimits,
  ) {}

  async execute(userId: UserId, input: PreviewImportInput): Promise<ImportPreview> {
    const wallet = await findOwnedWallet(this.wallets, userId, input.walletId);
    const fallback = await findOwnedCategory(this.categories, userId, input.categoryId);
    assertWalletOpen(wallet);
    assertCategoryOpen(fallback);
    const categoryOf = categoryMatcher(await this.categories.listByUser(userId), fallback.id);

    const opened = await this.open(input, wallet);
    const now = this.clock.now();
    const importId = this.ids.next<ImportId>();
    const created: Import = {
      id: importId,
      userId,
      walletId: wallet.id,
      currency: wallet.currency,
      format: opened.format,
      status: "reading",
      counts: emptyCounts(),
      createdAt: now,
      expiresAt: new Date(now.getTime() + IMPORT_PREVIEW_TTL_MS),
      committedAt: null,
    };
    await this.imports.create(created);
    try {
      const judge = new DuplicateJudge(this.imports, wallet);
      let counts = emptyCounts();
      let batch: StatementEntry[] = [];
      const flush = async () => {
        const rows = await judge.rows(importId, counts.rows, batch, categoryOf, this.ids);
        for (const row of rows) counts = countRow(counts, row.status);
        await this.imports.addRows(rows);
        batch = [];
      };
      for await (const entry of opened.entries) {
        batch.push(entry);
        if (batch.length >= BATCH_ROWS) await flush();
      }
      if (batch.length > 0) await flush();
      await this.imports.finishReading(importId, counts);
      const rows = await this.imports.listRows({ importId, limit: IMPORT_PREVIEW_ROWS });
      return { import: { ...created, status: "preview", counts }, rows };
    } catch (error) {
      await this.imports.discard(importId).catch(() => undefined);
      if (isStatementFileError(error)) throw statementFileRefused(error);
      throw error;
    }
  }

  private async open(input: PreviewImportInput, wallet: Wallet) {
    try {
      return await this.reader.open(input.bytes, {
        currency: wallet.currency,
        maxRows: this.limits.maxRows,
        ...(input.mapping !== undefined && { mapping: input.mapping }),
      });
    } catch (error) {
      if (isStatementFileError(error)) throw statementFileRefused(error);
      throw error;
    }
  }
}

/**
 * A file the reader refused as a whole, as the domain's error; a line too long stays the reader's
 * error, since its answer (PAYLOAD_TOO_LARGE) is the HTTP layer's code.
 */
const statementFileRefused = (error: StatementFileError): Error => {
  switch (error.code) {
    case "UNSUPPORTED_IMPORT_FORMAT":
      return unsupportedImportFormat(error.message, error.details);
    case "IMPORT_MAPPING_REQUIRED":
      return importMappingRequired(error.message, error.details);
    case "IMPORT_TOO_MANY_ROWS":
      return importTooManyRows(error.message);
    case "PAYLOAD_TOO_LARGE":
      return error;
  }
};

/** A file's category name -> one of the caller's categories (case-insensitive), else the default. */
const categoryMatcher = (categories: readonly Category[], fallback: CategoryId) => {
  const byName = new Map<string, CategoryId>();
  for (const category of categories) {
    if (!category.archived) byName.set(category.name.toLocaleLowerCase(), category.id);
  }
  return (name: string | undefined): CategoryId => {
    if (name === undefined) return fallback;
    const wanted = normaliseText(name.trim()).toLocaleLowerCase();
    // QIF writes `Parent:Child`: the child as a whole name first, then its parent.
    return byName.get(wanted) ?? byName.get(wanted.split(":")[0]?.trim() ?? "") ?? fallback;
  };
};

const describe = (row: StatementRow): string => {
  const text = normaliseText((row.description || row.payee || "").replace(CONTROL, " ").trim());
  return truncateCharacters(text, MAX_DESCRIPTION_LENGTH);
};

/**
 * Marks a row a duplicate when the wallet already has its external id, or, for a row without one,
 * a transaction of the same day, amount and normalised description. Each transaction of the
 * wallet stands for one row at most, so two identical rows of one file against one stored
 * transaction are one duplicate and one ready row, and identical rows are all kept otherwise.
 */
class DuplicateJudge {
  /** Keys of wallet transactions already matched by an earlier row, with how many times. */
  private readonly matched = new Map<string, number>();

  constructor(
    private readonly imports: ImportRepo,
    private readonly wallet: Wallet,
  ) {}

  async rows(
    importId: ImportId,
    before: number,
    entries: readonly StatementEntry[],
    categoryOf: (name: string | undefined) => CategoryId,
    ids: IdGenerator,
  ): Promise<ImportRow[]> {
    const read = entries.filter((entry): entry is StatementRow => entry.status === "read");
    const externalIds = [...new Set(read.flatMap((row) => (row.externalId ? [row.externalId] : [])))];
    const known = new Set(
      externalIds.length > 0 ? await this.imports.knownExternalIds(this.wallet.id, externalIds) : [],
    );
    const available = await this.storedKeys(read.filter((row) => !row.externalId));
    return entries.map((entry, index): ImportRow => {
      const base = { importId, position: before + index + 1, line: entry.line };
      if (entry.status === "refused") {
        return { ...base, status: "refused", reason: entry.reason, message: entry.message, transaction: null };
      }
      const day = parseCalendarDate(entry.date);
      if (day === null) {
        return {
          ...base,
          status: "refused",
          reason: "UNREADABLE_DATE",
          message: `Date ${entry.date} is not a day`,
          transaction: null,
        };
      }
      if (Math.abs(entry.amountMinor) > MAX_AMOUNT_MINOR || entry.amountMinor === 0) {
        return {
          ...base,
          status: "refused",
          reason: "UNREADABLE_AMOUNT",
          message: "The amount is out of range",
          transaction: null,
        };
      }
      const description = describe(entry);
      const transaction: ImportedTransaction = {
        id: ids.next(),
        type: entry.amountMinor < 0 ? ("expense" as const) : ("income" as const),
        amountMinor: entry.amountMinor,
        date: day,
        description,
        categoryId: categoryOf(entry.category),
        externalId: entry.externalId || null,
      };
      if (entry.externalId) {
        return known.has(entry.externalId)
          ? {
              ...base,
              status: "duplicate",
              reason: "DUPLICATE_EXTERNAL_ID",
              message: `${DUPLICATE_EXTERNAL_ID_PREFIX}${entry.externalId}`,
              transaction,
            }
          : { ...base, status: "ready", reason: null, message: null, transaction };
      }
      const key = duplicateKey(day, entry.amountMinor, description);
      const left = available.get(key) ?? 0;
      if (left === 0) return { ...base, status: "ready", reason: null, message: null, transaction };
      available.set(key, left - 1);
      this.matched.set(key, (this.matched.get(key) ?? 0) + 1);
      return {
        ...base,
        status: "duplicate",
        reason: "DUPLICATE_ENTRY",
        message: DUPLICATE_ENTRY_MESSAGE,
        transaction,
      };
    });
  }

  /** The wallet's transactions on the rows' days, by key, less those matched by earlier batches. */
  private async storedKeys(rows: readonly StatementRow[]): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    const days = rows
      .map((row) => row.date)
      .filter((day) => parseCalendarDate(day) !== null)
      .sort();
    const first = days[0];
    const last = days[days.length - 1];
    if (first === undefined || last === undefined) return counts;
    for (const entry of await this.imports.walletEntries(this.wallet.id, first, last)) {
      const key = duplicateKey(entry.day, entry.amountMinor, entry.description);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    for (const [key, used] of this.matched) {
      if (counts.has(key)) counts.set(key, Math.max(0, (counts.get(key) ?? 0) - used));
    }
    return counts;
  }
}
