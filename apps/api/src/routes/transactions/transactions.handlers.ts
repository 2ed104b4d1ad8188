import { jsonTextResponse } from "../../http/answerCache";
import { etagOf, expectedVersion } from "../../http/ifMatch";
import { type AppRouteHandler, success } from "../../http/openapi";
import { presentPage } from "../../http/paging";
import { presentTransaction, presentWithBudgets } from "./transactions.presenters";
import type * as routes from "./transactions.routes";

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  const body = c.req.valid("json");
  const result = await c.var.useCases.createTransaction.execute(c.var.userId, {
    ...body,
    description: body.description ?? "",
  });
  return c.json(success("TRANSACTION_CREATED", "Transaction created", presentWithBudgets(result)), 201);
};

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const { userId } = c.var;
  const query = c.req.valid("query");
  const json = await c.var.services.transactionPages.json(`${userId} ${JSON.stringify(query)}`, async () => {
    const page = await c.var.useCases.listTransactions.execute(userId, query);
    return success("TRANSACTIONS_FETCHED", "Transactions fetched", {
      transactions: page.items.map(presentTransaction),
      page: presentPage(page),
    });
  });
  return jsonTextResponse(c, json, 200);
};

export const get: AppRouteHandler<typeof routes.get> = async (c) => {
  const transaction = await c.var.useCases.getTransaction.execute(c.var.userId, c.req.valid("param").id);
  return c.json(
    success("TRANSACTION_FETCHED", "Transaction fetched", { transaction: presentTransaction(transaction) }),
    200,
    { ETag: etagOf(transaction.version) },
  );
};

export const update: AppRouteHandler<typeof routes.update> = async (c) => {
  const { description, ...patch } = c.req.valid("json");
  const version = expectedVersion(c.req.valid("header")["if-match"], patch.version);
  const result = await c.var.useCases.updateTransaction.execute(c.var.userId, c.req.valid("param").id, {
    ...patch,
    version,
    ...(description !== undefined && { description: description ?? "" }),
  });
  return c.json(success("TRANSACTION_UPDATED", "Transaction updated", presentWithBudgets(result)), 200, {
    ETag: etagOf(result.transaction.version),
  });
};

export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  const result = await c.var.useCases.deleteTransaction.execute(c.var.userId, c.req.valid("param").id);
  return c.json(success("TRANSACTION_DELETED", "Transaction deleted", presentWithBudgets(result)), 200);
};
