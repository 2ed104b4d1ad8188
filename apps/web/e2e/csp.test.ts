import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasChromium, launchChromium, openVisitor, type Visitor } from "./support/browser";
import { type Demo, SIGNED_IN_PAGES, seedDemo } from "./support/demo";
import { type Service, startWebService } from "./support/service";
import { atPath, button, dialog, logIn, visible, WAIT } from "./support/ui";

/** Every page, loaded afresh, and a dialog, without one Content-Security-Policy violation. */
describe.skipIf(!hasChromium)("the pages keep their Content-Security-Policy", () => {
  let service: Service;
  let browser: Browser;
  let demo: Demo;
  let visitor: Visitor;

  beforeAll(async () => {
    [service, browser] = await Promise.all([startWebService("sqlite"), launchChromium()]);
    demo = await seedDemo(service.url);
    visitor = await openVisitor(browser, service.url);
  });

  afterAll(async () => {
    await browser?.close();
    await service?.close();
  });

  it("no page, loaded afresh, and no dialog breaks the CSP (React Aria's injected <style> included)", async () => {
    const { page } = visitor;
    await page.goto("/login");
    await logIn(page, demo.owner);
    await atPath(page, "/");
    for (const { path, ready } of SIGNED_IN_PAGES) {
      await page.goto(path(demo));
      await visible(ready(page).first());
      // A violation is reported by an event a moment later; leaving the page at once would lose it.
      await page.waitForLoadState("networkidle", { timeout: WAIT });
      await page.waitForTimeout(250);
    }
    await page.goto("/wallets");
    await button(page, "New wallet").click();
    await visible(dialog(page));
    await page.keyboard.press("Escape");
    await dialog(page).waitFor({ state: "hidden", timeout: WAIT });
    expect(visitor.cspViolations).toEqual([]);
  });
});
