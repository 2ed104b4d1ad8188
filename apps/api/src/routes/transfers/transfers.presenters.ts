import { type Transfer, transferPayload } from "@finance/domain";
import { z } from "@hono/zod-openapi";
import { CurrencyCode, DateTime, Id, Money } from "../shared/presenters";

export const TransferSchema = z
  .object({
    id: Id,
    fromWalletId: Id,
    toWalletId: Id,
    amount: Money.openapi({ description: "What left the source wallet, in its currency (positive)", example: 100 }),
    currency: CurrencyCode,
    toAmount: Money.openapi({ description: "What reached the target wallet, in its currency (positive)", example: 92 }),
    toCurrency: CurrencyCode,
    description: z.string(),
    date: DateTime,
    outgoingTransactionId: Id.openapi({ description: "The leg on the source wallet: an expense with this transferId" }),
    incomingTransactionId: Id.openapi({ description: "The leg on the target wallet: an income with this transferId" }),
    createdAt: DateTime,
    updatedAt: DateTime,
    version: z.number().int().openapi({
      description:
        "1 when created, one more on every change (the legs carry it too); send it back to update only that version",
      example: 1,
    }),
  })
  .openapi("Transfer");

export const presentTransfer = (transfer: Transfer): z.infer<typeof TransferSchema> => transferPayload(transfer);

export const WithTransfer = { transfer: TransferSchema };
