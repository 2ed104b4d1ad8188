import { as, type Expectation, idCases, listOf, type Probe } from "./matrix.support";

/** Another user's webhook and a missing one answer alike; a malformed id finds none either. */
const WEBHOOK_ID: { foreign: Expectation; missing: Expectation; malformed: Expectation } = {
  foreign: [404, "WEBHOOK_NOT_FOUND"],
  missing: [404, "WEBHOOK_NOT_FOUND"],
  malformed: [404, "WEBHOOK_NOT_FOUND"],
};

/** The matrix's entries for webhooks. */
export const WEBHOOKS_ROUTES: Record<string, Probe[]> = {
  "POST /api/v1/webhooks": [
    {
      label: "a new webhook is the caller's",
      send: (w) => as(w).post("/webhooks", { url: "http://127.0.0.1:9/m", events: ["transaction.created"] }),
      expect: [201, "WEBHOOK_CREATED"],
    },
  ],
  "GET /api/v1/webhooks": [{ label: "list", send: (w) => as(w).get("/webhooks"), expect: listOf("webhooks") }],
  "GET /api/v1/webhooks/:id": idCases(
    "id",
    (id, w) => as(w).get(`/webhooks/${id}`),
    WEBHOOK_ID,
    (w) => w.vera.webhookId,
  ),
  "PATCH /api/v1/webhooks/:id": idCases(
    "id",
    (id, w) => as(w).patch(`/webhooks/${id}`, { url: "http://127.0.0.1:9/mallory", enabled: true }),
    WEBHOOK_ID,
    (w) => w.vera.webhookId,
  ),
  "DELETE /api/v1/webhooks/:id": idCases(
    "id",
    (id, w) => as(w).delete(`/webhooks/${id}`),
    WEBHOOK_ID,
    (w) => w.vera.webhookId,
  ),
  "POST /api/v1/webhooks/:id/test": idCases(
    "id",
    (id, w) => as(w).post(`/webhooks/${id}/test`),
    WEBHOOK_ID,
    (w) => w.vera.webhookId,
  ),
  "GET /api/v1/webhooks/:id/deliveries": idCases(
    "id",
    (id, w) => as(w).get(`/webhooks/${id}/deliveries`),
    WEBHOOK_ID,
    (w) => w.vera.webhookId,
  ),
};
