import { invalidWalletId } from "@finance/domain";
import { createRoute, z } from "@hono/zod-openapi";
import { envelope, errorResponses, jsonBody, jsonResponse, protectedRoute, uuidParam } from "../../http/openapi";
import { CURRENCY_RULES, input, NAME_RULES, SIGNED_AMOUNT_RULES } from "../shared/fieldRules";
import { OwnedListQuery, ReassignQuery } from "../shared/ownedLists";
import { PageSchema } from "../shared/paging";
import { WalletSchema } from "./wallets.presenters";

const CreateWalletBody = z
  .strictObject({
    name: input.string().openapi({ ...NAME_RULES, example: "Checking" }),
    currency: input.string().openapi(CURRENCY_RULES),
    balance: input
      .number()
      .optional()
      .openapi({
        ...SIGNED_AMOUNT_RULES,
        description: `Opening balance (default 0; may be negative). ${SIGNED_AMOUNT_RULES.description}`,
        example: 100,
      }),
  })
  .openapi("CreateWallet");

const UpdateWalletBody = z
  .strictObject({
    name: input
      .string()
      .optional()
      .openapi({ ...NAME_RULES, example: "Savings" }),
    currency: input
      .string()
      .optional()
      .openapi({ ...CURRENCY_RULES, description: "Only while no transaction or budget uses the wallet" }),
    initialBalance: input
      .number()
      .optional()
      .openapi({
        ...SIGNED_AMOUNT_RULES,
        description: `New opening balance; the balance moves by the difference (required with a new currency unless the opening balance is 0). ${SIGNED_AMOUNT_RULES.description}`,
      }),
    archived: input.boolean().optional().openapi({ description: "Hide from the list and close to new transactions" }),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), "At least one field is required")
  .openapi("UpdateWallet", { minProperties: 1 });

const IdParams = z.object({ id: uuidParam("id", invalidWalletId) });

export const create = createRoute({
  ...protectedRoute("wallets"),
  operationId: "createWallet",
  method: "post",
  path: "/wallet",
  summary: "Create a wallet",
  request: { body: jsonBody(CreateWalletBody) },
  responses: {
    201: jsonResponse(envelope("WALLET_CREATED", { wallet: WalletSchema }), "Created"),
    ...errorResponses(400, 401, 409, 413, 415),
  },
});

export const list = createRoute({
  ...protectedRoute("wallets"),
  operationId: "listWallets",
  method: "get",
  path: "/wallet",
  summary: "The caller's wallets, oldest first, keyset paged (archived ones only with archived=true)",
  request: { query: OwnedListQuery },
  responses: {
    200: jsonResponse(
      envelope("WALLETS_FETCHED", { wallets: z.array(WalletSchema), page: PageSchema }),
      "One page of the caller's wallets",
    ),
    ...errorResponses(400, 401, 409),
  },
});

export const get = createRoute({
  ...protectedRoute("wallets"),
  operationId: "getWallet",
  method: "get",
  path: "/wallet/{id}",
  summary: "One wallet of the caller's",
  request: { params: IdParams },
  responses: {
    200: jsonResponse(envelope("WALLET_FETCHED", { wallet: WalletSchema }), "The wallet"),
    ...errorResponses(400, 401, 404, 409),
  },
});

export const update = createRoute({
  ...protectedRoute("wallets"),
  operationId: "updateWallet",
  method: "patch",
  path: "/wallet/{id}",
  summary: "Rename, archive, change the opening balance or (while unused) the currency of a wallet",
  request: { params: IdParams, body: jsonBody(UpdateWalletBody) },
  responses: {
    200: jsonResponse(envelope("WALLET_UPDATED", { wallet: WalletSchema }), "The updated wallet"),
    ...errorResponses(400, 401, 404, 409, 413, 415),
  },
});

export const remove = createRoute({
  ...protectedRoute("wallets"),
  operationId: "deleteWallet",
  method: "delete",
  path: "/wallet/{id}",
  summary: "Delete a wallet; one still in use needs reassignTo, which takes over its transactions and budgets",
  request: { params: IdParams, query: ReassignQuery },
  responses: {
    200: jsonResponse(envelope("WALLET_DELETED", { wallet: WalletSchema }), "The deleted wallet"),
    ...errorResponses(400, 401, 404, 409),
  },
});
