import { z } from "@hono/zod-openapi";
import { isoInstant } from "./isoInstant";

/**
 * What every area's presenters share. Minor units become decimals only through `fromMinorUnits`;
 * instants become ISO 8601 UTC strings (`...Z`). Each presenter has the zod schema the OpenAPI
 * document shows for it, and its return type is that schema's type.
 */

export const iso = (instant: Date): string => isoInstant(instant);

export const DateTime = z.string().openapi({ format: "date-time", example: "2026-03-01T12:00:00.000Z" });
export const Id = z.string().openapi({ format: "uuid" });
export const Money = z
  .number()
  .openapi({ description: "Decimal amount in major units of the currency", example: 12.5 });
export const CurrencyCode = z.string().openapi({ description: "ISO 4217 code", example: "USD" });
