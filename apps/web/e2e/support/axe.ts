import axe from "axe-core";
import type { Page } from "playwright-core";

interface AxeResult {
  violations: Array<{ id: string; impact?: string | null; help: string; nodes: Array<{ target: unknown[] }> }>;
}

/**
 * axe-core's serious and critical violations on the page as it is now, one line each (rule, help,
 * the first elements). The script goes in through the DevTools protocol, so the page's CSP (no
 * inline script) neither blocks it nor is weakened for it.
 */
export const seriousViolations = async (page: Page): Promise<string[]> => {
  await page.evaluate(axe.source);
  const result = await page.evaluate(
    () => (window as unknown as { axe: { run(): Promise<AxeResult> } }).axe.run() as Promise<AxeResult>,
  );
  return result.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes
          .slice(0, 3)
          .map((node) => JSON.stringify(node.target))
          .join(", ")}${violation.nodes.length > 3 ? `, and ${violation.nodes.length - 3} more` : ""})`,
    );
};
