import {
  DEFAULT_PAGE_SIZE,
  decodeCursor,
  encodeCursor,
  MAX_PAGE_SIZE,
} from "../../model/transaction/transactionCursor";
import type { Transfer } from "../../model/transfer/Transfer";
import type { TransferRepo } from "../../model/transfer/TransferRepo";
import { invalidField } from "../../shared/domainErrors";
import type { TransferId, UserId } from "../../shared/Id";

export interface ListTransfersInput {
  limit?: number;
  cursor?: string;
}

export interface TransferList {
  readonly items: Transfer[];
  readonly limit: number;
  readonly nextCursor: string | null;
  readonly hasMore: boolean;
}

/** Newest first, keyset paged with the transaction list's cursor (date and id of the last row). */
export class ListTransfers {
  constructor(private readonly transfers: TransferRepo) {}

  async execute(userId: UserId, input: ListTransfersInput = {}): Promise<TransferList> {
    const limit = input.limit ?? DEFAULT_PAGE_SIZE;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
      throw invalidField("limit", `limit must be an integer from 1 to ${MAX_PAGE_SIZE}`);
    }
    const page = await this.transfers.list({
      userId,
      limit,
      ...(input.cursor !== undefined && { after: decodeCursor<TransferId>(input.cursor) }),
    });
    const nextCursor = page.nextCursor ? encodeCursor(page.nextCursor) : null;
    return { items: page.items, limit, nextCursor, hasMore: nextCursor !== null };
  }
}
