import { createRoute, z } from "@hono/zod-openapi";
import { envelope, errorResponses, jsonBody, jsonResponse, protectedRoute } from "../../http/openapi";
import { WalletSchema } from "./wallets.presenters";

const CreateWalletBody = z
  .strictObject({
    name: z.string({ error: "Name is required" }).openapi({ example: "Checking" }),
    currency: z.string({ error: "Currency is required" }).openapi({ example: "USD" }),
    balance: z
      .number({ error: "Balance must be a number" })
      .optional()
      .openapi({ description: "Opening balance in major units (default 0; may be negative)", example: 100 }),
  })
  .openapi("CreateWallet");

export const create = createRoute({
  ...protectedRoute("wallets"),
  method: "post",
  path: "/wallet",
  summary: "Create a wallet",
  request: { body: jsonBody(CreateWalletBody) },
  responses: {
    201: jsonResponse(envelope("WALLET_CREATED", { wallet: WalletSchema }), "Created"),
    ...errorResponses(400, 401, 413, 415),
  },
});

export const list = createRoute({
  ...protectedRoute("wallets"),
  method: "get",
  path: "/wallet",
  summary: "The caller's wallets, oldest first",
  responses: {
    200: jsonResponse(envelope("WALLETS_FETCHED", { wallets: z.array(WalletSchema) }), "The caller's wallets"),
    ...errorResponses(401),
  },
});
