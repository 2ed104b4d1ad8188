import { readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's root folder. */
export const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "..");

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : entry.name.endsWith(".ts") ? [join(dir, entry.name)] : [],
  );

/** The `src/` TypeScript files of every package and app of the workspace (not their tests). */
export const workspaceSources = (): string[] =>
  ["packages", "apps"].flatMap((group) =>
    readdirSync(join(workspaceRoot, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => {
        const src = join(workspaceRoot, group, entry.name, "src");
        try {
          return filesUnder(src);
        } catch {
          return [];
        }
      }),
  );
