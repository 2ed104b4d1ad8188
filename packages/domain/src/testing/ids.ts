import type { Id } from "../index";

/**
 * Test text as the id a test means, unchecked. The kind is inferred from where the id goes or
 * named (`idOf<WalletId>("w1")`); with neither, the id fits any kind. For tests only: short
 * readable ids suit the memory store, which keeps any text, while database tests give UUIDs.
 * Production code makes ids only with `parseUuid` and an IdGenerator.
 */
export const idOf = <T extends Id<string> = Id<never>>(text: string): T => text as T;
