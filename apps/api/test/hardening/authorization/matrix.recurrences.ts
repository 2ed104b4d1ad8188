import {
  as,
  bodyIdCases,
  CATEGORY_REF,
  idCases,
  listOf,
  type Probe,
  RECURRENCE_ID,
  tagIdsCases,
  WALLET_REF,
  type World,
} from "./matrix.support";

const recurrenceBody = (w: World, overrides: Record<string, unknown>) => ({
  walletId: w.mallory.walletId,
  categoryId: w.mallory.categoryId,
  amount: 1,
  type: "expense",
  rrule: "FREQ=WEEKLY",
  start: "2099-01-01T09:00:00Z",
  ...overrides,
});

/** The matrix's entries for recurring transactions. */
export const RECURRENCES_ROUTES: Record<string, Probe[]> = {
  "POST /api/v1/recurrences": [
    ...bodyIdCases(
      "walletId",
      (id, w) => as(w).post("/recurrences", recurrenceBody(w, { walletId: id })),
      WALLET_REF,
      (w) => w.vera.walletId,
    ),
    ...bodyIdCases(
      "categoryId",
      (id, w) => as(w).post("/recurrences", recurrenceBody(w, { categoryId: id })),
      CATEGORY_REF,
      (w) => w.vera.categoryId,
    ),
    ...tagIdsCases("tagIds", (tagIds, w) => as(w).post("/recurrences", recurrenceBody(w, { tagIds }))),
  ],
  "GET /api/v1/recurrences": [
    {
      label: "list",
      send: (w) => as(w).get("/recurrences"),
      expect: listOf("recurrences", (w) => ({ walletId: w.mallory.walletId })),
    },
  ],
  "GET /api/v1/recurrences/:id": idCases(
    "id",
    (id, w) => as(w).get(`/recurrences/${id}`),
    RECURRENCE_ID,
    (w) => w.vera.recurrenceId,
  ),
  "PATCH /api/v1/recurrences/:id": [
    ...idCases(
      "id",
      (id, w) => as(w).patch(`/recurrences/${id}`, { amount: 0.01, description: "mine now" }),
      RECURRENCE_ID,
      (w) => w.vera.recurrenceId,
    ),
    ...bodyIdCases(
      "walletId of my own recurrence",
      (id, w) => as(w).patch(`/recurrences/${w.mallory.recurrenceId}`, { walletId: id }),
      WALLET_REF,
      (w) => w.vera.walletId,
    ),
    ...bodyIdCases(
      "categoryId of my own recurrence",
      (id, w) => as(w).patch(`/recurrences/${w.mallory.recurrenceId}`, { categoryId: id }),
      CATEGORY_REF,
      (w) => w.vera.categoryId,
    ),
  ],
  "DELETE /api/v1/recurrences/:id": idCases(
    "id",
    (id, w) => as(w).delete(`/recurrences/${id}`),
    RECURRENCE_ID,
    (w) => w.vera.recurrenceId,
  ),
  "GET /api/v1/recurrences/:id/occurrences": idCases(
    "id",
    (id, w) => as(w).get(`/recurrences/${id}/occurrences`),
    RECURRENCE_ID,
    (w) => w.vera.recurrenceId,
  ),
};
