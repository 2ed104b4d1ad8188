import { type AppRouteHandler, success } from "../../http/openapi";
import { etagOf, expectedVersion } from "../shared/ifMatch";
import { presentPage } from "../shared/paging";
import { presentTransfer } from "./transfers.presenters";
import type * as routes from "./transfers.routes";

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  const { description, toAmount, ...body } = c.req.valid("json");
  const transfer = await c.get("useCases").createTransfer.execute(c.get("userId"), {
    ...body,
    ...(toAmount !== undefined && { toAmount }),
    description: description ?? "",
  });
  return c.json(success("TRANSFER_CREATED", "Transfer created", { transfer: presentTransfer(transfer) }), 201, {
    ETag: etagOf(transfer.version),
  });
};

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const page = await c.get("useCases").listTransfers.execute(c.get("userId"), c.req.valid("query"));
  return c.json(
    success("TRANSFERS_FETCHED", "Transfers fetched", {
      transfers: page.items.map(presentTransfer),
      page: presentPage(page),
    }),
    200,
  );
};

export const get: AppRouteHandler<typeof routes.get> = async (c) => {
  const transfer = await c.get("useCases").getTransfer.execute(c.get("userId"), c.req.valid("param").id);
  return c.json(success("TRANSFER_FETCHED", "Transfer fetched", { transfer: presentTransfer(transfer) }), 200, {
    ETag: etagOf(transfer.version),
  });
};

export const update: AppRouteHandler<typeof routes.update> = async (c) => {
  const { description, ...patch } = c.req.valid("json");
  const version = expectedVersion(c.req.valid("header")["if-match"], patch.version);
  const transfer = await c.get("useCases").updateTransfer.execute(c.get("userId"), c.req.valid("param").id, {
    ...patch,
    version,
    ...(description !== undefined && { description: description ?? "" }),
  });
  return c.json(success("TRANSFER_UPDATED", "Transfer updated", { transfer: presentTransfer(transfer) }), 200, {
    ETag: etagOf(transfer.version),
  });
};

export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  const transfer = await c.get("useCases").deleteTransfer.execute(c.get("userId"), c.req.valid("param").id);
  return c.json(success("TRANSFER_DELETED", "Transfer deleted", { transfer: presentTransfer(transfer) }), 200);
};
