import {
  BUDGET_PERIODS,
  type BudgetMember,
  type BudgetView,
  budgetMemberPayload,
  fromMinorUnits,
  type PendingInvitation,
} from "@finance/domain";
import { z } from "@hono/zod-openapi";
import { iso } from "../shared/presenters";

/** Budgets and memberships -> API JSON (API-CONTRACT.md, "Budgets", "Sharing and members"). */

const Id = z.string().openapi({ format: "uuid" });
const Day = z.string().openapi({ format: "date", example: "2026-03-01" });
const DateTime = z.string().openapi({ format: "date-time", example: "2026-03-01T12:00:00.000Z" });
const Money = z.number().openapi({ description: "Decimal amount in major units of the budget's currency" });

export const BudgetMemberSchema = z
  .object({
    id: Id,
    budgetId: Id,
    userId: Id,
    email: z.string(),
    role: z.enum(["viewer", "editor"]),
    share: z.number().nullable().openapi({ description: "Percentage (0-100) of the limit earmarked for the member" }),
    status: z.enum(["pending", "accepted", "rejected"]),
    invitedAt: DateTime,
    respondedAt: DateTime.nullable(),
  })
  .openapi("BudgetMember");

export const BudgetProgressSchema = z
  .object({
    periodStart: Day,
    periodEnd: Day.openapi({ description: "Last day of the current period (inclusive)" }),
    spent: Money.openapi({ description: "Positive: absolute sum of the expenses allocated in the current period" }),
    remaining: Money.openapi({ description: "limit - spent; negative when exceeded" }),
    percentUsed: z.number().openapi({ description: "spent / limit * 100, two decimals" }),
    exceeded: z.boolean(),
  })
  .openapi("BudgetProgress");

export const BudgetSchema = z
  .object({
    id: Id,
    name: z.string(),
    currency: z.string().openapi({ example: "USD" }),
    limit: Money,
    period: z.enum(BUDGET_PERIODS),
    startDate: Day,
    endDate: Day.nullable(),
    walletId: Id,
    categoryIds: z.array(Id),
    ownerId: Id,
    createdAt: DateTime,
    updatedAt: DateTime,
    version: z.number().int().openapi({
      description:
        "1 when created, one more on every change; send it back (If-Match or body version) to update only that version",
      example: 1,
    }),
    progress: BudgetProgressSchema,
    members: z.array(BudgetMemberSchema),
  })
  .openapi("Budget");

export const presentBudgetMember = (member: BudgetMember): z.infer<typeof BudgetMemberSchema> =>
  budgetMemberPayload(member);

export const presentBudget = ({ budget, progress, members }: BudgetView): z.infer<typeof BudgetSchema> => ({
  id: budget.id,
  name: budget.name,
  currency: budget.currency,
  limit: fromMinorUnits(budget.limitMinor, budget.currency),
  period: budget.period,
  startDate: budget.startDate,
  endDate: budget.endDate,
  walletId: budget.walletId,
  categoryIds: [...budget.categoryIds],
  ownerId: budget.ownerId,
  createdAt: iso(budget.createdAt),
  updatedAt: iso(budget.updatedAt),
  version: budget.version,
  progress: {
    periodStart: progress.periodStart,
    periodEnd: progress.periodEnd,
    spent: fromMinorUnits(progress.spentMinor, budget.currency),
    remaining: fromMinorUnits(progress.remainingMinor, budget.currency),
    percentUsed: progress.percentUsed,
    exceeded: progress.exceeded,
  },
  members: members.map(presentBudgetMember),
});

export const BudgetInvitationSchema = z
  .object({
    memberId: Id.openapi({ description: "Answer with PATCH /budgets/{budgetId}/members/{memberId}" }),
    budgetId: Id,
    budgetName: z.string(),
    owner: z.object({ name: z.string(), email: z.string() }),
    role: z.enum(["viewer", "editor"]),
    share: z.number().nullable().openapi({ description: "Percentage (0-100) of the limit earmarked for the invitee" }),
    invitedAt: DateTime,
  })
  .openapi("BudgetInvitation");

export const presentBudgetInvitation = ({
  member,
  budget,
  owner,
}: PendingInvitation): z.infer<typeof BudgetInvitationSchema> => ({
  memberId: member.id,
  budgetId: budget.id,
  budgetName: budget.name,
  owner: { name: owner.name, email: owner.email },
  role: member.role,
  share: member.share,
  invitedAt: iso(member.invitedAt),
});
