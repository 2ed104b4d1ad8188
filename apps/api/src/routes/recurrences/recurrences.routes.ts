import { invalidRecurrenceId, MAX_TAGS_PER_TRANSACTION } from "@finance/domain";
import { createRoute, z } from "@hono/zod-openapi";
import { envelope, errorResponses, jsonBody, jsonResponse, protectedRoute, uuidParam } from "../../http/openapi";
import { DESCRIPTION_RULES, dateOrDateTime, input, POSITIVE_AMOUNT_RULES } from "../shared/fieldRules";
import { OccurrencesSchema, RecurrenceSchema } from "./recurrences.presenters";

const RULE_DOC = {
  minLength: 1,
  maxLength: 500,
  description:
    "RFC 5545 RRULE without DTSTART: FREQ (DAILY, WEEKLY, MONTHLY, YEARLY), INTERVAL, BYDAY, BYMONTHDAY (-1 is the last day), BYMONTH, COUNT or UNTIL",
  example: "FREQ=MONTHLY;BYMONTHDAY=-1",
};

const fields = {
  walletId: input.string().openapi({ format: "uuid" }),
  categoryId: input.string().openapi({ format: "uuid" }),
  amount: input
    .number()
    .positive("Amount must be greater than 0")
    .openapi({
      ...POSITIVE_AMOUNT_RULES,
      description: `${POSITIVE_AMOUNT_RULES.description}; the wallet's currency`,
      example: 950,
    }),
  type: input.string().openapi({ enum: ["expense", "income"], example: "expense" }),
  description: input.string().optional().openapi(DESCRIPTION_RULES),
  tagIds: input
    .array(input.string().openapi({ format: "uuid" }))
    .max(100, "tagIds has at most 100 entries")
    .optional()
    .openapi({ description: `The caller's tag ids, at most ${MAX_TAGS_PER_TRANSACTION} distinct` }),
  rrule: input.string().max(500, "rrule is at most 500 characters").openapi(RULE_DOC),
  start: input.string().openapi({
    ...dateOrDateTime(
      "The first date-time, ISO 8601 with Z or an offset; its wall-clock time in timezone is every occurrence's",
    ),
    example: "2026-01-31T09:00:00+01:00",
  }),
  timezone: input
    .string()
    .max(100, "timezone is at most 100 characters")
    .optional()
    .openapi({ description: "IANA time zone name (default UTC)", example: "Europe/Berlin" }),
};

const CreateRecurrenceBody = z.strictObject(fields).openapi("CreateRecurrence");

const UpdateRecurrenceBody = z
  .strictObject({
    walletId: fields.walletId.optional(),
    categoryId: fields.categoryId.optional(),
    amount: fields.amount.optional(),
    type: fields.type.optional(),
    description: fields.description,
    tagIds: fields.tagIds,
    rrule: fields.rrule.optional(),
    start: fields.start.optional(),
    timezone: fields.timezone,
    active: input.boolean().optional().openapi({ description: "false pauses it; true resumes it from now" }),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), "At least one field is required")
  .openapi("UpdateRecurrence", { minProperties: 1 });

const OccurrencesQuery = z.strictObject({
  from: input.string().optional().openapi(dateOrDateTime("Inclusive ISO 8601 date or date-time (default: now)")),
  to: input
    .string()
    .optional()
    .openapi(dateOrDateTime("ISO 8601; a date includes that whole day (default: a year after from)")),
});

const IdParams = z.object({ id: uuidParam("id", invalidRecurrenceId) });
const WithRecurrence = { recurrence: RecurrenceSchema };

export const create = createRoute({
  operationId: "createRecurrence",
  ...protectedRoute("recurrences"),
  method: "post",
  path: "/recurrences",
  summary: "Create a recurring transaction, recorded by the service on every occurrence of its rule",
  request: { body: jsonBody(CreateRecurrenceBody) },
  responses: {
    201: jsonResponse(envelope("RECURRENCE_CREATED", WithRecurrence), "Created"),
    ...errorResponses(400, 401, 404, 409, 413, 415),
  },
});

export const list = createRoute({
  operationId: "listRecurrences",
  ...protectedRoute("recurrences"),
  method: "get",
  path: "/recurrences",
  summary: "The caller's recurring transactions, oldest first",
  responses: {
    200: jsonResponse(envelope("RECURRENCES_FETCHED", { recurrences: z.array(RecurrenceSchema) }), "All of them"),
    ...errorResponses(401),
  },
});

export const get = createRoute({
  operationId: "getRecurrence",
  ...protectedRoute("recurrences"),
  method: "get",
  path: "/recurrences/{id}",
  summary: "One recurring transaction",
  request: { params: IdParams },
  responses: {
    200: jsonResponse(envelope("RECURRENCE_FETCHED", WithRecurrence), "The recurrence"),
    ...errorResponses(400, 401, 404),
  },
});

export const update = createRoute({
  operationId: "updateRecurrence",
  ...protectedRoute("recurrences"),
  method: "patch",
  path: "/recurrences/{id}",
  summary: "Change what future occurrences record (recorded transactions stay as they are)",
  request: { params: IdParams, body: jsonBody(UpdateRecurrenceBody) },
  responses: {
    200: jsonResponse(envelope("RECURRENCE_UPDATED", WithRecurrence), "The updated recurrence"),
    ...errorResponses(400, 401, 404, 409, 413, 415),
  },
});

export const remove = createRoute({
  operationId: "deleteRecurrence",
  ...protectedRoute("recurrences"),
  method: "delete",
  path: "/recurrences/{id}",
  summary: "Stop a recurring transaction for good; the transactions it recorded stay",
  request: { params: IdParams },
  responses: {
    200: jsonResponse(envelope("RECURRENCE_DELETED", WithRecurrence), "The stopped recurrence"),
    ...errorResponses(400, 401, 404),
  },
});

export const occurrences = createRoute({
  operationId: "listRecurrenceOccurrences",
  ...protectedRoute("recurrences"),
  method: "get",
  path: "/recurrences/{id}/occurrences",
  summary: "The dates the rule gives in a range, recorded or to come (at most 1,000)",
  request: { params: IdParams, query: OccurrencesQuery },
  responses: {
    200: jsonResponse(envelope("RECURRENCE_OCCURRENCES_FETCHED", { occurrences: OccurrencesSchema }), "The dates"),
    ...errorResponses(400, 401, 404),
  },
});
