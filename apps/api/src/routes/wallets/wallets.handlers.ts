import { type AppRouteHandler, success } from "../../http/openapi";
import { presentWallet } from "./wallets.presenters";
import type * as routes from "./wallets.routes";

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  const wallet = await c.var.useCases.createWallet.execute(c.var.userId, c.req.valid("json"));
  return c.json(success("WALLET_CREATED", "Wallet created", { wallet: presentWallet(wallet) }), 201);
};

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const wallets = await c.var.useCases.listWallets.execute(c.var.userId);
  return c.json(success("WALLETS_FETCHED", "Wallets fetched", { wallets: wallets.map(presentWallet) }), 200);
};
