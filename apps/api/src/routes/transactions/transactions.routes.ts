import {
  DEFAULT_PAGE_SIZE,
  INVALID_TRANSACTION_DATE,
  invalidTransactionId,
  MAX_TAG_FILTER,
  MAX_TAGS_PER_TRANSACTION,
  parseIsoInstant,
} from "@finance/domain";
import { createRoute, z } from "@hono/zod-openapi";
import { envelope, errorResponses, jsonBody, jsonResponse, protectedRoute, uuidParam } from "../../http/openapi";
import { CURRENCY_RULES, DESCRIPTION_RULES, dateOrDateTime, input, POSITIVE_AMOUNT_RULES } from "../shared/fieldRules";
import { IfMatchHeaders } from "../shared/ifMatch";
import { PageSchema, pagingQuery } from "../shared/paging";
import { TransactionSchema, WithBudgets, WithTransaction } from "./transactions.presenters";

const TYPE_DOC = { enum: ["expense", "income"], example: "expense" };

const fields = {
  amount: input
    .number()
    .positive("Amount must be greater than 0")
    .openapi({
      ...POSITIVE_AMOUNT_RULES,
      description: `${POSITIVE_AMOUNT_RULES.description}; stored negative for an expense`,
      example: 12.5,
    }),
  description: input.string().nullable().optional().openapi(DESCRIPTION_RULES),
  // The contract words every date failure alike, a missing or mistyped date included.
  date: z
    .string({ error: INVALID_TRANSACTION_DATE })
    .refine((value) => parseIsoInstant(value) !== null, INVALID_TRANSACTION_DATE)
    .openapi({
      ...dateOrDateTime("ISO 8601 date (midnight UTC) or date-time, years 0001-9999"),
      example: "2026-03-01T12:00:00Z",
    }),
  currency: input.string().openapi(CURRENCY_RULES),
  walletId: input.string().openapi({ format: "uuid" }),
  categoryId: input.string().openapi({ format: "uuid" }),
  type: input.string().openapi(TYPE_DOC),
  // Up to 100 entries are read (duplicates fold); the domain allows MAX_TAGS_PER_TRANSACTION distinct ones.
  tagIds: input
    .array(input.string().openapi({ format: "uuid" }))
    .max(100, "tagIds has at most 100 entries")
    .optional()
    .openapi({
      description: `The caller's tag ids, at most ${MAX_TAGS_PER_TRANSACTION} distinct (duplicates are folded); on PATCH it replaces the set and [] clears it`,
    }),
};

const CreateTransactionBody = z.strictObject(fields).openapi("CreateTransaction");

const UpdateTransactionBody = z
  .strictObject({
    amount: fields.amount.optional(),
    description: fields.description,
    date: fields.date.optional(),
    currency: fields.currency.optional(),
    walletId: fields.walletId.optional(),
    categoryId: fields.categoryId.optional(),
    type: fields.type.optional(),
    tagIds: fields.tagIds,
    version: z
      .number({ error: "version must be a whole number of at least 1" })
      .int("version must be a whole number of at least 1")
      .min(1, "version must be a whole number of at least 1")
      .optional()
      .openapi({ description: "Update only if the stored version is this one (else 409 CONFLICT); same as If-Match" }),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), "At least one field is required")
  .openapi("UpdateTransaction", { minProperties: 1 });

/** The list's filters, which the export takes too. */
export const LIST_FILTERS = {
  from: input.string().optional().openapi(dateOrDateTime("Inclusive ISO 8601 date or date-time")),
  to: input
    .string()
    .optional()
    .openapi(dateOrDateTime("ISO 8601; a date includes that whole day, a date-time is exclusive")),
  walletId: input.string().optional().openapi({ format: "uuid" }),
  categoryId: input.string().optional().openapi({ format: "uuid" }),
  tagId: z
    .union([input.string(), z.array(input.string()).max(MAX_TAG_FILTER, `tagId names at most ${MAX_TAG_FILTER} tags`)])
    .optional()
    .openapi({
      description: `Transactions with ANY of these tags: repeat the parameter (tagId=a&tagId=b) and/or separate ids with commas (tagId=a,b); at most ${MAX_TAG_FILTER} ids`,
    }),
  type: input.string().optional().openapi(TYPE_DOC),
  q: input.string().max(200).optional().openapi({ description: "Text in the description (case-insensitive)" }),
};

const ListQuery = z.strictObject({ ...pagingQuery(DEFAULT_PAGE_SIZE), ...LIST_FILTERS });

const IdParams = z.object({ id: uuidParam("id", invalidTransactionId) });

export const create = createRoute({
  ...protectedRoute("transactions"),
  operationId: "createTransaction",
  method: "post",
  path: "/transaction",
  summary: "Record one transaction",
  request: { body: jsonBody(CreateTransactionBody) },
  responses: {
    201: jsonResponse(envelope("TRANSACTION_CREATED", WithBudgets), "Created, with the budgets it was allocated to"),
    ...errorResponses(400, 401, 404, 409, 413, 415),
  },
});

export const list = createRoute({
  ...protectedRoute("transactions"),
  operationId: "listTransactions",
  method: "get",
  path: "/transaction",
  summary: "The caller's transactions, newest first, keyset paged",
  request: { query: ListQuery },
  responses: {
    200: jsonResponse(
      envelope("TRANSACTIONS_FETCHED", {
        transactions: z.array(TransactionSchema),
        page: PageSchema,
      }),
      "One page",
    ),
    ...errorResponses(400, 401),
  },
});

export const get = createRoute({
  ...protectedRoute("transactions"),
  operationId: "getTransaction",
  method: "get",
  path: "/transaction/{id}",
  summary: "One transaction",
  request: { params: IdParams },
  responses: {
    200: jsonResponse(envelope("TRANSACTION_FETCHED", WithTransaction), "The transaction"),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const update = createRoute({
  ...protectedRoute("transactions"),
  operationId: "updateTransaction",
  method: "patch",
  path: "/transaction/{id}",
  summary: "Change some fields (at least one); ownership and the signed-amount rule are re-applied",
  request: { params: IdParams, headers: IfMatchHeaders, body: jsonBody(UpdateTransactionBody) },
  responses: {
    200: jsonResponse(envelope("TRANSACTION_UPDATED", WithBudgets), "The updated transaction"),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

export const remove = createRoute({
  ...protectedRoute("transactions"),
  operationId: "deleteTransaction",
  method: "delete",
  path: "/transaction/{id}",
  summary: "Delete a transaction; answers the deleted record",
  request: { params: IdParams },
  responses: {
    200: jsonResponse(envelope("TRANSACTION_DELETED", WithBudgets), "The deleted transaction"),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});
