import {
  DEFAULT_PAGE_SIZE,
  INVALID_TRANSACTION_DATE,
  invalidTransferId,
  MAX_PAGE_SIZE,
  parseIsoInstant,
} from "@finance/domain";
import { createRoute, z } from "@hono/zod-openapi";
import { envelope, errorResponses, jsonBody, jsonResponse, protectedRoute, uuidParam } from "../../http/openapi";
import { DESCRIPTION_RULES, dateOrDateTime, input, POSITIVE_AMOUNT_RULES } from "../shared/fieldRules";
import { IfMatchHeaders } from "../shared/ifMatch";
import { PageSchema, pagingQuery } from "../shared/paging";
import { TransferSchema, WithTransfer } from "./transfers.presenters";

const amount = (description: string, example: number) =>
  input
    .number()
    .positive("Amount must be greater than 0")
    .openapi({
      ...POSITIVE_AMOUNT_RULES,
      description: `${POSITIVE_AMOUNT_RULES.description}; ${description}`,
      example,
    });

const VERSION_MESSAGE = "version must be a whole number of at least 1";

const fields = {
  fromWalletId: input.string().openapi({ format: "uuid", description: "The caller's wallet the money leaves" }),
  toWalletId: input.string().openapi({ format: "uuid", description: "Another wallet of the caller's" }),
  amount: amount("in the source wallet's currency", 100),
  toAmount: amount(
    "in the target wallet's currency; required between wallets of different currencies (the rate is yours), else absent or equal to amount",
    92,
  ).optional(),
  // One wording for every date failure, as on transactions.
  date: z
    .string({ error: INVALID_TRANSACTION_DATE })
    .refine((value) => parseIsoInstant(value) !== null, INVALID_TRANSACTION_DATE)
    .openapi({
      ...dateOrDateTime("ISO 8601 date (midnight UTC) or date-time, years 0001-9999"),
      example: "2026-03-01T12:00:00Z",
    }),
  description: input.string().nullable().optional().openapi(DESCRIPTION_RULES),
};

const CreateTransferBody = z.strictObject(fields).openapi("CreateTransfer");

const UpdateTransferBody = z
  .strictObject({
    fromWalletId: fields.fromWalletId.optional(),
    toWalletId: fields.toWalletId.optional(),
    amount: fields.amount.optional(),
    toAmount: fields.toAmount,
    date: fields.date.optional(),
    description: fields.description,
    version: z
      .number({ error: VERSION_MESSAGE })
      .int(VERSION_MESSAGE)
      .min(1, VERSION_MESSAGE)
      .optional()
      .openapi({ description: "Update only if the stored version is this one (else 409 CONFLICT); same as If-Match" }),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), "At least one field is required")
  .openapi("UpdateTransfer", { minProperties: 1 });

const ListQuery = z.strictObject(pagingQuery(DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE));

const IdParams = z.object({ id: uuidParam("id", invalidTransferId) });

export const create = createRoute({
  operationId: "createTransfer",
  ...protectedRoute("transfers"),
  method: "post",
  path: "/transfers",
  summary: "Move money between two of the caller's wallets: an expense leg and an income leg, written together",
  request: { body: jsonBody(CreateTransferBody) },
  responses: {
    201: jsonResponse(envelope("TRANSFER_CREATED", WithTransfer), "Created, both balances moved"),
    ...errorResponses(400, 401, 404, 409, 413, 415),
  },
});

export const list = createRoute({
  operationId: "listTransfers",
  ...protectedRoute("transfers"),
  method: "get",
  path: "/transfers",
  summary: "The caller's transfers, newest first, keyset paged",
  request: { query: ListQuery },
  responses: {
    200: jsonResponse(
      envelope("TRANSFERS_FETCHED", {
        transfers: z.array(TransferSchema),
        page: PageSchema,
      }),
      "One page",
    ),
    ...errorResponses(400, 401),
  },
});

export const get = createRoute({
  operationId: "getTransfer",
  ...protectedRoute("transfers"),
  method: "get",
  path: "/transfers/{id}",
  summary: "One transfer",
  request: { params: IdParams },
  responses: {
    200: jsonResponse(envelope("TRANSFER_FETCHED", WithTransfer), "The transfer"),
    ...errorResponses(400, 401, 404),
  },
});

export const update = createRoute({
  operationId: "updateTransfer",
  ...protectedRoute("transfers"),
  method: "patch",
  path: "/transfers/{id}",
  summary: "Change some fields (at least one); both legs and both balances follow",
  request: { params: IdParams, headers: IfMatchHeaders, body: jsonBody(UpdateTransferBody) },
  responses: {
    200: jsonResponse(envelope("TRANSFER_UPDATED", WithTransfer), "The updated transfer"),
    ...errorResponses(400, 401, 404, 409, 413, 415),
  },
});

export const remove = createRoute({
  operationId: "deleteTransfer",
  ...protectedRoute("transfers"),
  method: "delete",
  path: "/transfers/{id}",
  summary: "Delete a transfer with both legs, giving both balances back; answers the deleted transfer",
  request: { params: IdParams },
  responses: {
    200: jsonResponse(envelope("TRANSFER_DELETED", WithTransfer), "The deleted transfer"),
    ...errorResponses(400, 401, 404, 409),
  },
});
