import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ReceiptImage } from "@finance/domain";

/** The committed receipt images (scripts/make-fixtures.sh renders them). */
export const FIXTURES = join(import.meta.dirname, "fixtures");

const MIME = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" } as const;

export const fixture = (name: string): ReceiptImage => {
  const extension = name.split(".").pop() as keyof typeof MIME;
  return { bytes: new Uint8Array(readFileSync(join(FIXTURES, name))), mimeType: MIME[extension] ?? "image/png" };
};
