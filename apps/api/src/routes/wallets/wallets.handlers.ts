import { type AppRouteHandler, success } from "../../http/openapi";
import { presentPage } from "../shared/paging";
import { presentWallet } from "./wallets.presenters";
import type * as routes from "./wallets.routes";

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  const wallet = await c.get("useCases").createWallet.execute(c.get("userId"), c.req.valid("json"));
  return c.json(success("WALLET_CREATED", "Wallet created", { wallet: presentWallet(wallet) }), 201);
};

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const page = await c.get("useCases").listWallets.execute(c.get("userId"), c.req.valid("query"));
  return c.json(
    success("WALLETS_FETCHED", "Wallets fetched", {
      wallets: page.items.map(presentWallet),
      page: presentPage(page),
    }),
    200,
  );
};

export const get: AppRouteHandler<typeof routes.get> = async (c) => {
  const wallet = await c.get("useCases").getWallet.execute(c.get("userId"), c.req.valid("param").id);
  return c.json(success("WALLET_FETCHED", "Wallet fetched", { wallet: presentWallet(wallet) }), 200);
};

export const update: AppRouteHandler<typeof routes.update> = async (c) => {
  const wallet = await c
    .get("useCases")
    .updateWallet.execute(c.get("userId"), c.req.valid("param").id, c.req.valid("json"));
  return c.json(success("WALLET_UPDATED", "Wallet updated", { wallet: presentWallet(wallet) }), 200);
};

export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  const wallet = await c
    .get("useCases")
    .deleteWallet.execute(c.get("userId"), c.req.valid("param").id, c.req.valid("query"));
  return c.json(success("WALLET_DELETED", "Wallet deleted", { wallet: presentWallet(wallet) }), 200);
};
