import {
  BUDGET_PERIODS,
  DEFAULT_BUDGET_PAGE_SIZE,
  dateRuleMessage,
  FIRST_DAY,
  invalidBudgetId,
  invalidBudgetPeriod,
  invalidBudgetTimeframe,
  LAST_DAY,
  MAX_BUDGET_CATEGORIES,
  MAX_BUDGET_PAGE_SIZE,
} from "@finance/domain";
import { createRoute, z } from "@hono/zod-openapi";
import { envelope, errorResponses, jsonBody, jsonResponse, protectedRoute, uuidParam } from "../../http/openapi";
import { CURRENCY_RULES, dateOrDateTime, input, NAME_RULES, POSITIVE_AMOUNT_RULES } from "../shared/fieldRules";
import { IfMatchHeaders } from "../shared/ifMatch";
import { PageSchema, pagingQuery } from "../shared/paging";
import { BudgetInvitationSchema, BudgetMemberSchema, BudgetSchema } from "./budgets.presenters";

/**
 * The eight budget routes (API-CONTRACT.md, "Budgets" and "Sharing and members"). The domain
 * decides every rule; the schemas below only fix the JSON shape. Two fields keep the contract's
 * own codes even for a wrong JSON type: `period` (anything but a valid period string:
 * INVALID_BUDGET_PERIOD) and the dates (anything but a date string: INVALID_BUDGET_TIMEFRAME).
 */

const periodFailure = () => invalidBudgetPeriod(BUDGET_PERIODS);

const period = z
  .custom<string>((value) => typeof value === "string", {
    message: periodFailure().message,
    params: { failure: periodFailure },
  })
  .openapi({ type: "string", enum: [...BUDGET_PERIODS], description: "Case-insensitive", example: "monthly" });

const budgetDate = (name: string, description: string) =>
  z
    .custom<string | null>((value) => value === null || typeof value === "string", {
      message: dateRuleMessage(name),
      params: { failure: () => invalidBudgetTimeframe(name, dateRuleMessage(name)) },
    })
    .optional()
    .openapi({
      type: ["string", "null"],
      anyOf: [{ type: "string", format: "date" }, { type: "string", format: "date-time" }, { type: "null" }],
      description: `${description}; from ${FIRST_DAY} to ${LAST_DAY} (a date-time counts as its UTC day)`,
      example: "2026-03-01",
    });

const fields = {
  name: input.string().openapi({ ...NAME_RULES, example: "Groceries" }),
  currency: input
    .string()
    .openapi({ ...CURRENCY_RULES, description: `Must be the wallet's. ${CURRENCY_RULES.description}` }),
  limit: input
    .number()
    .positive("Limit must be greater than 0")
    .openapi({
      ...POSITIVE_AMOUNT_RULES,
      description: `Greater than 0. ${POSITIVE_AMOUNT_RULES.description}`,
      example: 200,
    }),
  period,
  startDate: budgetDate("startDate", "First day (default: today, UTC)"),
  endDate: budgetDate("endDate", "Last day, after startDate; null or absent: open-ended"),
  walletId: input.string().openapi({ format: "uuid" }),
  categoryIds: input
    .array(input.string())
    .max(MAX_BUDGET_CATEGORIES)
    .openapi({ minItems: 1, description: "1 to 100 of the owner's categories (duplicates count once)" }),
};

const CreateBudgetBody = z.strictObject(fields).openapi("CreateBudget");

const UpdateBudgetBody = z
  .strictObject({
    name: fields.name.optional(),
    currency: fields.currency.optional(),
    limit: fields.limit.optional(),
    period: fields.period.optional(),
    startDate: fields.startDate,
    endDate: fields.endDate,
    walletId: fields.walletId.optional(),
    categoryIds: fields.categoryIds.optional(),
    version: z
      .number({ error: "version must be a whole number of at least 1" })
      .int("version must be a whole number of at least 1")
      .min(1, "version must be a whole number of at least 1")
      .optional()
      .openapi({ description: "Update only if the stored version is this one (else 409 CONFLICT); same as If-Match" }),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), "At least one field is required")
  .openapi("UpdateBudget", {
    minProperties: 1,
    description:
      "Owner and accepted editors: name, limit, period, dates, categories. Owner only: walletId and currency " +
      "(a new currency needs a new limit). endDate null removes the end date.",
  });

const ShareBudgetBody = z
  .strictObject({
    email: input.string().openapi({ format: "email", example: "friend@example.com" }),
    role: input
      .string()
      .nullable()
      .optional()
      .openapi({ enum: ["viewer", "editor"], description: "Default viewer" }),
    share: input
      .number()
      .min(0, "Share must be a number from 0 to 100")
      .max(100, "Share must be a number from 0 to 100")
      .nullable()
      .optional()
      .openapi({
        multipleOf: 0.01,
        description: "Percentage of the limit earmarked for the member, up to 2 decimals",
        example: 25,
      }),
  })
  .openapi("ShareBudget");

const AnswerInvitationBody = z
  .strictObject({
    status: input.string().openapi({ enum: ["accepted", "rejected"], example: "accepted" }),
  })
  .openapi("AnswerBudgetInvitation");

const AtQuery = z.strictObject({
  at: input
    .string()
    .optional()
    .openapi(
      dateOrDateTime(
        `Show the period containing this day (default today); ${FIRST_DAY} to ${LAST_DAY}, a date-time counts as its UTC day`,
      ),
    ),
});

const ListQuery = AtQuery.extend(pagingQuery(DEFAULT_BUDGET_PAGE_SIZE, MAX_BUDGET_PAGE_SIZE));

const BudgetParams = z.object({ budgetId: uuidParam("budgetId", () => invalidBudgetId("budgetId")) });
const MemberParams = BudgetParams.extend({
  memberId: uuidParam("memberId", () => invalidBudgetId("memberId")),
});

const WithBudget = { budget: BudgetSchema };
const WithMember = { member: BudgetMemberSchema };

export const create = createRoute({
  ...protectedRoute("budgets"),
  operationId: "createBudget",
  method: "post",
  path: "/budgets",
  summary: "Create a budget; the caller becomes its owner",
  request: { body: jsonBody(CreateBudgetBody) },
  responses: {
    201: jsonResponse(envelope("BUDGET_CREATED", WithBudget), "Created"),
    ...errorResponses(400, 401, 404, 409, 413, 415),
  },
});

export const list = createRoute({
  ...protectedRoute("budgets"),
  operationId: "listBudgets",
  method: "get",
  path: "/budgets",
  summary: "Budgets the caller owns or is an accepted member of, oldest first, keyset paged",
  request: { query: ListQuery },
  responses: {
    200: jsonResponse(
      envelope("BUDGETS_FETCHED", { budgets: z.array(BudgetSchema), page: PageSchema }),
      "One page of budgets",
    ),
    ...errorResponses(400, 401, 409),
  },
});

export const invitations = createRoute({
  operationId: "listBudgetInvitations",
  ...protectedRoute("budgets"),
  method: "get",
  path: "/budgets/invitations",
  summary:
    "The caller's pending invitations to other users' budgets, oldest first (answer them with PATCH /budgets/{budgetId}/members/{memberId})",
  responses: {
    200: jsonResponse(
      envelope("BUDGET_INVITATIONS_FETCHED", { invitations: z.array(BudgetInvitationSchema) }),
      "The pending invitations",
    ),
    ...errorResponses(401),
  },
});

export const get = createRoute({
  ...protectedRoute("budgets"),
  operationId: "getBudget",
  method: "get",
  path: "/budgets/{budgetId}",
  summary: "One budget with its progress and members (owner and accepted members)",
  request: { params: BudgetParams, query: AtQuery },
  responses: {
    200: jsonResponse(envelope("BUDGET_FETCHED", WithBudget), "The budget"),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export const update = createRoute({
  ...protectedRoute("budgets"),
  operationId: "updateBudget",
  method: "patch",
  path: "/budgets/{budgetId}",
  summary: "Change a budget (owner and accepted editors; wallet and currency: owner only)",
  request: { params: BudgetParams, headers: IfMatchHeaders, body: jsonBody(UpdateBudgetBody) },
  responses: {
    200: jsonResponse(envelope("BUDGET_UPDATED", WithBudget), "The updated budget"),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

export const remove = createRoute({
  ...protectedRoute("budgets"),
  operationId: "deleteBudget",
  method: "delete",
  path: "/budgets/{budgetId}",
  summary: "Delete a budget and its memberships (owner only); transactions stay",
  request: { params: BudgetParams },
  responses: {
    200: jsonResponse(envelope("BUDGET_DELETED", WithBudget), "The deleted budget, as it was"),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const share = createRoute({
  ...protectedRoute("budgets"),
  operationId: "shareBudget",
  method: "post",
  path: "/budgets/{budgetId}/share",
  summary: "Invite a registered user by e-mail (owner only); the membership starts pending",
  request: { params: BudgetParams, body: jsonBody(ShareBudgetBody) },
  responses: {
    201: jsonResponse(envelope("BUDGET_SHARED", WithMember), "Invited"),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

export const answer = createRoute({
  ...protectedRoute("budgets"),
  operationId: "answerBudgetInvitation",
  method: "patch",
  path: "/budgets/{budgetId}/members/{memberId}",
  summary: "Accept or reject one's own pending invitation",
  request: { params: MemberParams, body: jsonBody(AnswerInvitationBody) },
  responses: {
    200: jsonResponse(envelope("BUDGET_INVITATION_ANSWERED", WithMember), "The answered membership"),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

export const removeMember = createRoute({
  ...protectedRoute("budgets"),
  operationId: "removeBudgetMember",
  method: "delete",
  path: "/budgets/{budgetId}/members/{memberId}",
  summary: "Remove a member (owner), or leave (the member itself)",
  request: { params: MemberParams },
  responses: {
    200: jsonResponse(envelope("BUDGET_MEMBER_REMOVED", WithMember), "The removed membership"),
    ...errorResponses(400, 401, 403, 404),
  },
});
