import { type AppRouteHandler, success } from "../../http/openapi";
import { jsonTextResponse } from "../../stores/answerCache";
import { etagOf, expectedVersion } from "../shared/ifMatch";
import { presentPage } from "../shared/paging";
import { presentTransaction, presentWithBudgets } from "./transactions.presenters";
import type * as routes from "./transactions.routes";

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  const body = c.req.valid("json");
  const result = await c.get("useCases").createTransaction.execute(c.get("userId"), {
    ...body,
    description: body.description ?? "",
  });
  return c.json(success("TRANSACTION_CREATED", "Transaction created", presentWithBudgets(result)), 201);
};

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const userId = c.get("userId");
  const query = c.req.valid("query");
  const json = await c.get("services").transactionPages.json(`${userId} ${JSON.stringify(query)}`, async () => {
    const page = await c.get("useCases").listTransactions.execute(userId, query);
    return success("TRANSACTIONS_FETCHED", "Transactions fetched", {
      transactions: page.items.map(presentTransaction),
      page: presentPage(page),
    });
  });
  return jsonTextResponse(c, json, 200);
};

export const get: AppRouteHandler<typeof routes.get> = async (c) => {
  const transaction = await c.get("useCases").getTransaction.execute(c.get("userId"), c.req.valid("param").id);
  return c.json(
    success("TRANSACTION_FETCHED", "Transaction fetched", { transaction: presentTransaction(transaction) }),
    200,
    { ETag: etagOf(transaction.version) },
  );
};

export const update: AppRouteHandler<typeof routes.update> = async (c) => {
  const { description, ...patch } = c.req.valid("json");
  const version = expectedVersion(c.req.valid("header")["if-match"], patch.version);
  const result = await c.get("useCases").updateTransaction.execute(c.get("userId"), c.req.valid("param").id, {
    ...patch,
    version,
    ...(description !== undefined && { description: description ?? "" }),
  });
  return c.json(success("TRANSACTION_UPDATED", "Transaction updated", presentWithBudgets(result)), 200, {
    ETag: etagOf(result.transaction.version),
  });
};

export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  const result = await c.get("useCases").deleteTransaction.execute(c.get("userId"), c.req.valid("param").id);
  return c.json(success("TRANSACTION_DELETED", "Transaction deleted", presentWithBudgets(result)), 200);
};
