import { IMPORT_ROW_STATUSES, type Import, type ImportRow, type ImportRowStatus } from "../../model/import/Import";
import type { ImportRepo } from "../../model/import/ImportRepo";
import type { Clock } from "../../shared/Clock";
import { invalidField } from "../../shared/domainErrors";
import type { UserId } from "../../shared/Id";
import { findVisibleImport } from "./findVisibleImport";

export interface ListImportRowsInput {
  status?: string;
  cursor?: string;
  limit?: number;
}

export interface ImportRowPage {
  readonly import: Import;
  readonly items: ImportRow[];
  readonly limit: number;
  readonly nextCursor: string | null;
}

export const IMPORT_ROWS_DEFAULT_PAGE = 100;
export const IMPORT_ROWS_MAX_PAGE = 500;

/** The cursor is the last row's position, in base 36. */
const CURSOR = /^[0-9a-z]{1,8}$/;

const parseStatus = (value: string | undefined): ImportRowStatus | undefined => {
  if (value === undefined) return undefined;
  const status = IMPORT_ROW_STATUSES.find((known) => known === value);
  if (!status) throw invalidField("status", "status must be ready, duplicate or refused");
  return status;
};

const parseCursor = (value: string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  const position = CURSOR.test(value) ? Number.parseInt(value, 36) : Number.NaN;
  if (!Number.isSafeInteger(position) || position < 1) throw invalidField("cursor", "Cursor is not valid");
  return position;
};

/** A preview's rows in file order, optionally of one status, keyset paged. */
export class ListImportRows {
  constructor(
    private readonly imports: ImportRepo,
    private readonly clock: Clock,
  ) {}

  async execute(userId: UserId, importId: string, input: ListImportRowsInput = {}): Promise<ImportRowPage> {
    const limit = input.limit ?? IMPORT_ROWS_DEFAULT_PAGE;
    if (!Number.isInteger(limit) || limit < 1 || limit > IMPORT_ROWS_MAX_PAGE) {
      throw invalidField("limit", `limit must be an integer from 1 to ${IMPORT_ROWS_MAX_PAGE}`);
    }
    const status = parseStatus(input.status);
    const afterPosition = parseCursor(input.cursor);
    const found = await findVisibleImport(this.imports, this.clock, userId, importId);
    const rows = await this.imports.listRows({
      importId: found.id,
      limit: limit + 1,
      ...(status && { status }),
      ...(afterPosition !== undefined && { afterPosition }),
    });
    const items = rows.slice(0, limit);
    const last = items[items.length - 1];
    return { import: found, items, limit, nextCursor: rows.length > limit && last ? last.position.toString(36) : null };
  }
}
