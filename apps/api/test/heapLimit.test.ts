import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { workspaceRoot } from "./support/workspaceSources";

/**
 * The API's heap limit, below V8's 2,048 MB threshold for its fastest heap growth (apps/api/README.md):
 * with V8's default on a large host the 1,000,000-row export peaked at 281-286 MB on SQLite.
 */
const HEAP_FLAG = "--max-old-space-size=1536";

const text = (path: string) => readFileSync(join(workspaceRoot, path), "utf8");
const scripts = (path: string) => (JSON.parse(text(path)) as { scripts: Record<string, string> }).scripts;

describe("the API's heap limit", () => {
  it("is given by every way the API process is started: both start scripts, the image and compose", () => {
    const api = scripts("apps/api/package.json");
    expect(api.start).toBe(`node ${HEAP_FLAG} dist/main.js`);
    expect(api["start:cluster"]).toBe(`node ${HEAP_FLAG} dist/cluster.js`);
    const root = scripts("package.json");
    expect(root.start).toMatch(new RegExp(`&& node ${HEAP_FLAG} apps/api/dist/main\\.js$`));
    expect(root["start:cluster"]).toMatch(new RegExp(`&& node ${HEAP_FLAG} apps/api/dist/cluster\\.js$`));
    expect(text("deploy/Dockerfile")).toContain(`CMD ["node", "${HEAP_FLAG}", "apps/api/dist/main.js"]`);
    const compose = text("deploy/compose.yaml");
    expect(compose).toContain(`command: ["node", "${HEAP_FLAG}", "apps/api/dist/main.js"]`);
    // No other start of the API without it.
    expect(compose.match(/dist\/main\.js/g)).toHaveLength(1);
  });
});
