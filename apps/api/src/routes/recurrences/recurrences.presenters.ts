import { fromMinorUnits, type OccurrenceList, type Recurrence } from "@finance/domain";
import { z } from "@hono/zod-openapi";
import { CurrencyCode, DateTime, Id, iso, Money } from "../shared/presenters";

export const RecurrenceSchema = z
  .object({
    id: Id,
    walletId: Id,
    categoryId: Id,
    amount: Money.openapi({
      description: "Positive, in the wallet's currency; each recorded transaction is signed by type",
      example: 950,
    }),
    currency: CurrencyCode,
    type: z.enum(["expense", "income"]),
    description: z.string(),
    tagIds: z.array(Id),
    rrule: z
      .string()
      .openapi({ description: "The RFC 5545 rule in canonical form", example: "FREQ=MONTHLY;BYMONTHDAY=-1" }),
    start: DateTime,
    timezone: z.string().openapi({ example: "Europe/Berlin" }),
    nextAt: DateTime.nullable().openapi({
      description: "The next occurrence to record; null when the rule has no more",
    }),
    active: z.boolean().openapi({ description: "False while paused (PATCH active) and on the answer of a DELETE" }),
    createdAt: DateTime,
    updatedAt: DateTime,
  })
  .openapi("Recurrence");

export const presentRecurrence = (r: Recurrence): z.infer<typeof RecurrenceSchema> => ({
  id: r.id,
  walletId: r.walletId,
  categoryId: r.categoryId,
  amount: fromMinorUnits(r.amountMinor, r.currency),
  currency: r.currency,
  type: r.type,
  description: r.description,
  tagIds: [...r.tagIds],
  rrule: r.rrule,
  start: iso(r.start),
  timezone: r.timezone,
  nextAt: r.nextAt === null ? null : iso(r.nextAt),
  active: r.active,
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
});

export const OccurrencesSchema = z
  .object({
    from: DateTime,
    to: DateTime,
    occurrences: z.array(DateTime).openapi({ description: "Ascending, at most 1,000" }),
    truncated: z.boolean().openapi({ description: "True when the range holds more than were listed" }),
  })
  .openapi("RecurrenceOccurrences");

export const presentOccurrences = (list: OccurrenceList): z.infer<typeof OccurrencesSchema> => ({
  from: iso(list.from),
  to: iso(list.to),
  occurrences: list.occurrences.map(iso),
  truncated: list.truncated,
});
