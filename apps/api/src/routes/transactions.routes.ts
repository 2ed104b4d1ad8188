/**
 * HOW A ROUTE MODULE IS WRITTEN (budgets.routes.ts, receipts.routes.ts, dashboard.routes.ts follow this):
 *
 * 1. One file per area: `src/routes/<area>.routes.ts`, exporting a `RouteModule`
 *    (`(ctx: RouteContext) => OpenAPIHono<AppEnv>`); mount it with ONE line in `ROUTE_MODULES`
 *    of `src/app/createApp.ts`. Paths are written WITHOUT the /api/v1 prefix.
 * 2. Each route is a `createRoute({...})` with zod schemas for params, query and body. Bodies are
 *    `z.strictObject` (unknown fields -> 400 VALIDATION_ERROR with details); use `jsonBody(schema)`.
 *    Path ids use `uuidParam(name, failure?)`. Validation failures need no code in the handler:
 *    the router's hook (`newRouter()`) turns them into the contract's error body.
 * 3. Protected routes: spread `...protectedRoute(ctx.requireAuth, "<tag>")` into `createRoute`;
 *    the handler reads `c.get("userId")`. Create the route configs inside the module function
 *    (they need `ctx.requireAuth`).
 * 4. Handlers only: read `c.req.valid(...)`, call ONE use case, present the result, and answer
 *    `c.json(success(CODE, message, payload), 201 | 200)`. Expected failures are THROWN as
 *    DomainError (by the use case); the status comes from `http/errorStatus.ts`, never from here.
 * 5. Responses go through presenters (`http/presenters.ts` or your own `<area>.presenters.ts`):
 *    minor units -> decimals with `fromMinorUnits`, Date -> ISO `...Z`.
 * 6. Use cases: the core ones are in `ctx.useCases`; build your area's own from `ctx.deps` (ports)
 *    inside the module function, and share `ctx.useCases.allocator` for budget progress.
 * 7. Every route is in the OpenAPI document automatically (test/openapi.test.ts checks it).
 * 8. Tests: `test/<area>*.test.ts`, using `test/support` (makeTestApp, registerAndLogin, mothers).
 */
import {
  INVALID_TRANSACTION_DATE,
  invalidTransactionId,
  parseIsoInstant,
  type TransactionWithBudgets,
} from "@finance/domain";
import { createRoute, z } from "@hono/zod-openapi";
import type { RouteModule } from "../app/RouteContext";
import { CURRENCY_RULES, DESCRIPTION_RULES, dateOrDateTime, input, POSITIVE_AMOUNT_RULES } from "../http/fieldRules";
import { etagOf, expectedVersion, IfMatchHeaders } from "../http/ifMatch";
import {
  envelope,
  errorResponses,
  jsonBody,
  jsonResponse,
  newRouter,
  protectedRoute,
  success,
  uuidParam,
} from "../http/openapi";
import {
  BudgetAllocationSchema,
  presentBudgetAllocation,
  presentTransaction,
  TransactionSchema,
} from "../http/presenters";

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
    version: z
      .number({ error: "version must be a whole number of at least 1" })
      .int("version must be a whole number of at least 1")
      .min(1, "version must be a whole number of at least 1")
      .optional()
      .openapi({ description: "Update only if the stored version is this one (else 409 CONFLICT); same as If-Match" }),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), "At least one field is required")
  .openapi("UpdateTransaction", { minProperties: 1 });

const ListQuery = z.strictObject({
  limit: z.coerce
    .number({ error: "limit must be an integer from 1 to 100" })
    .int("limit must be an integer from 1 to 100")
    .min(1, "limit must be an integer from 1 to 100")
    .max(100, "limit must be an integer from 1 to 100")
    .optional()
    .openapi({ description: "Page size, 1-100 (default 50)", example: 50 }),
  cursor: input.string().optional().openapi({ description: "`page.nextCursor` of the previous page" }),
  from: input.string().optional().openapi(dateOrDateTime("Inclusive ISO 8601 date or date-time")),
  to: input
    .string()
    .optional()
    .openapi(dateOrDateTime("ISO 8601; a date includes that whole day, a date-time is exclusive")),
  walletId: input.string().optional().openapi({ format: "uuid" }),
  categoryId: input.string().optional().openapi({ format: "uuid" }),
  type: input.string().optional().openapi(TYPE_DOC),
  q: input.string().max(200).optional().openapi({ description: "Text in the description (case-insensitive)" }),
});

const IdParams = z.object({ id: uuidParam("id", invalidTransactionId) });

const WithTransaction = { transaction: TransactionSchema };
const WithBudgets = { ...WithTransaction, budgets: z.array(BudgetAllocationSchema) };

const withBudgets = ({ transaction, budgets }: TransactionWithBudgets) => ({
  transaction: presentTransaction(transaction),
  budgets: budgets.map(presentBudgetAllocation),
});

export const transactionRoutes: RouteModule = (ctx) => {
  const { useCases } = ctx;
  const authenticated = protectedRoute(ctx.requireAuth, "transactions");

  const create = createRoute({
    ...authenticated,
    method: "post",
    path: "/transaction",
    summary: "Record one transaction",
    request: { body: jsonBody(CreateTransactionBody) },
    responses: {
      201: jsonResponse(envelope("TRANSACTION_CREATED", WithBudgets), "Created, with the budgets it was allocated to"),
      ...errorResponses(400, 401, 404, 409, 413, 415),
    },
  });

  const list = createRoute({
    ...authenticated,
    method: "get",
    path: "/transaction",
    summary: "The caller's transactions, newest first, keyset paged",
    request: { query: ListQuery },
    responses: {
      200: jsonResponse(
        envelope("TRANSACTIONS_FETCHED", {
          transactions: z.array(TransactionSchema),
          page: z.object({ limit: z.number().int(), nextCursor: z.string().nullable() }),
        }),
        "One page",
      ),
      ...errorResponses(400, 401),
    },
  });

  const get = createRoute({
    ...authenticated,
    method: "get",
    path: "/transaction/{id}",
    summary: "One transaction",
    request: { params: IdParams },
    responses: {
      200: jsonResponse(envelope("TRANSACTION_FETCHED", WithTransaction), "The transaction"),
      ...errorResponses(400, 401, 403, 404),
    },
  });

  const update = createRoute({
    ...authenticated,
    method: "patch",
    path: "/transaction/{id}",
    summary: "Change some fields (at least one); ownership and the signed-amount rule are re-applied",
    request: { params: IdParams, headers: IfMatchHeaders, body: jsonBody(UpdateTransactionBody) },
    responses: {
      200: jsonResponse(envelope("TRANSACTION_UPDATED", WithBudgets), "The updated transaction"),
      ...errorResponses(400, 401, 403, 404, 409, 413, 415),
    },
  });

  const remove = createRoute({
    ...authenticated,
    method: "delete",
    path: "/transaction/{id}",
    summary: "Delete a transaction; answers the deleted record",
    request: { params: IdParams },
    responses: {
      200: jsonResponse(envelope("TRANSACTION_DELETED", WithBudgets), "The deleted transaction"),
      ...errorResponses(400, 401, 403, 404, 409),
    },
  });

  return newRouter()
    .openapi(create, async (c) => {
      const body = c.req.valid("json");
      const result = await useCases.createTransaction.execute(c.get("userId"), {
        ...body,
        description: body.description ?? "",
      });
      return c.json(success("TRANSACTION_CREATED", "Transaction created", withBudgets(result)), 201);
    })
    .openapi(list, async (c) => {
      const page = await useCases.listTransactions.execute(c.get("userId"), c.req.valid("query"));
      return c.json(
        success("TRANSACTIONS_FETCHED", "Transactions fetched", {
          transactions: page.items.map(presentTransaction),
          page: { limit: page.limit, nextCursor: page.nextCursor },
        }),
        200,
      );
    })
    .openapi(get, async (c) => {
      const transaction = await useCases.getTransaction.execute(c.get("userId"), c.req.valid("param").id);
      return c.json(
        success("TRANSACTION_FETCHED", "Transaction fetched", { transaction: presentTransaction(transaction) }),
        200,
        { ETag: etagOf(transaction.version) },
      );
    })
    .openapi(update, async (c) => {
      const { description, ...patch } = c.req.valid("json");
      const version = expectedVersion(c.req.valid("header")["if-match"], patch.version);
      const result = await useCases.updateTransaction.execute(c.get("userId"), c.req.valid("param").id, {
        ...patch,
        version,
        ...(description !== undefined && { description: description ?? "" }),
      });
      return c.json(success("TRANSACTION_UPDATED", "Transaction updated", withBudgets(result)), 200, {
        ETag: etagOf(result.transaction.version),
      });
    })
    .openapi(remove, async (c) => {
      const result = await useCases.deleteTransaction.execute(c.get("userId"), c.req.valid("param").id);
      return c.json(success("TRANSACTION_DELETED", "Transaction deleted", withBudgets(result)), 200);
    });
};
