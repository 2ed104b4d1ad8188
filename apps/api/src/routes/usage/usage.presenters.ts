import type { StorageUsage } from "@finance/domain";
import { z } from "@hono/zod-openapi";

export const StorageUsageSchema = z
  .object({
    storedBytes: z.number().int().openapi({
      description: "Bytes of the caller's stored files (attachments and kept receipt images), each file once",
      example: 48213,
    }),
    quotaBytes: z.number().int().openapi({
      description: "STORAGE_QUOTA_BYTES: an upload that would take storedBytes past it is 413 STORAGE_QUOTA_EXCEEDED",
      example: 1073741824,
    }),
  })
  .openapi("StorageUsage");

export const presentStorageUsage = (usage: StorageUsage): z.infer<typeof StorageUsageSchema> => ({
  storedBytes: usage.storedBytes,
  quotaBytes: usage.quotaBytes,
});
