import { project } from "../../vitest.shared.ts";

/**
 * API suites that count or time what a server does (per-user caps on held uploads, sockets held
 * open by one address, a page kept until the store changes) or that fill both cores with OCR
 * processes. They run after the other API files, one at a time, so no other file's load moves
 * their numbers.
 */
export const ONE_AT_A_TIME = [
  "test/hardening/uploads.test.ts",
  "test/hardening/hostileReceipts.test.ts",
  "test/hardening/clientStarvation.test.ts",
  "test/hardening/connections.test.ts",
  "test/transactionPages.cache.test.ts",
];

export default project("api-serial", { include: ONE_AT_A_TIME, maxWorkers: 1, groupOrder: 1 });
