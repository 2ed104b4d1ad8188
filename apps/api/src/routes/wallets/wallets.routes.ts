import { createRoute, z } from "@hono/zod-openapi";
import { CURRENCY_RULES, input, NAME_RULES, SIGNED_AMOUNT_RULES } from "../../http/fieldRules";
import { envelope, errorResponses, jsonBody, jsonResponse, protectedRoute } from "../../http/openapi";
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
  summary: "The caller's wallets, oldest first",
  responses: {
    200: jsonResponse(envelope("WALLETS_FETCHED", { wallets: z.array(WalletSchema) }), "The caller's wallets"),
    ...errorResponses(401, 409),
  },
});
