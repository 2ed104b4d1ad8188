import { createRoute, z } from "@hono/zod-openapi";
import type { RouteModule } from "../app/RouteContext";
import { CURRENCY_RULES, input, NAME_RULES, SIGNED_AMOUNT_RULES } from "../http/fieldRules";
import { envelope, errorResponses, jsonBody, jsonResponse, newRouter, protectedRoute, success } from "../http/openapi";
import { presentWallet, WalletSchema } from "../http/presenters";

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

export const walletRoutes: RouteModule = (ctx) => {
  const authenticated = protectedRoute(ctx.requireAuth, "wallets");

  const create = createRoute({
    ...authenticated,
    method: "post",
    path: "/wallet",
    summary: "Create a wallet",
    request: { body: jsonBody(CreateWalletBody) },
    responses: {
      201: jsonResponse(envelope("WALLET_CREATED", { wallet: WalletSchema }), "Created"),
      ...errorResponses(400, 401, 409, 413, 415),
    },
  });

  const list = createRoute({
    ...authenticated,
    method: "get",
    path: "/wallet",
    summary: "The caller's wallets, oldest first",
    responses: {
      200: jsonResponse(envelope("WALLETS_FETCHED", { wallets: z.array(WalletSchema) }), "The caller's wallets"),
      ...errorResponses(401, 409),
    },
  });

  return newRouter()
    .openapi(create, async (c) => {
      const wallet = await ctx.useCases.createWallet.execute(c.get("userId"), c.req.valid("json"));
      return c.json(success("WALLET_CREATED", "Wallet created", { wallet: presentWallet(wallet) }), 201);
    })
    .openapi(list, async (c) => {
      const wallets = await ctx.useCases.listWallets.execute(c.get("userId"));
      return c.json(success("WALLETS_FETCHED", "Wallets fetched", { wallets: wallets.map(presentWallet) }), 200);
    });
};
