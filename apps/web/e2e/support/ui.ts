import type { Locator, Page } from "playwright-core";
import type { Person } from "./api";

/** How long a step may wait for the page (bounded: a missing control fails the test, it does not hang). */
export const WAIT = 15_000;

const escaped = (text: string) => text.replaceAll(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The contract's accessible names match case-insensitively and whole ("Name" is not "Nickname"). */
export const named = (name: string): RegExp => new RegExp(`^\\s*${escaped(name)}\\s*$`, "i");

type Scope = Page | Locator;

export const visible = async (locator: Locator, timeout = WAIT): Promise<Locator> => {
  await locator.waitFor({ state: "visible", timeout });
  return locator;
};

export const button = (scope: Scope, name: string) => scope.getByRole("button", { name: named(name) });
export const link = (scope: Scope, name: string) => scope.getByRole("link", { name: named(name) });
export const region = (scope: Scope, name: string) => scope.getByRole("region", { name: named(name) });
export const dialog = (page: Page) => page.getByRole("dialog");

/** The labelled control of the contract (a textbox, select or file input), or a named group of choices. */
export const control = (scope: Scope, name: string): Locator =>
  scope
    .getByLabel(named(name))
    .or(scope.getByRole("group", { name: named(name) }))
    .or(scope.getByRole("radiogroup", { name: named(name) }))
    .first();

/** Waits until the browser is at `path` (the router may redirect after a network round trip). */
export const atPath = (page: Page, path: string | RegExp) =>
  page.waitForURL((url) => (typeof path === "string" ? url.pathname === path : path.test(url.pathname)), {
    timeout: WAIT,
  });

/**
 * Picks choices in a control whatever widget the page uses: a native select (the option whose text
 * is, starts with or contains the choice), a group of checkboxes or radios, or a listbox popover.
 */
export const choose = async (field: Locator, ...choices: string[]): Promise<void> => {
  await visible(field);
  const kind = await field.evaluate((element) =>
    element instanceof HTMLSelectElement ? "select" : element instanceof HTMLInputElement ? "input" : "widget",
  );
  if (kind === "select") {
    const found = await field.evaluate((select: HTMLSelectElement, wanted: string[]) => {
      const options = [...select.options];
      const text = (option: HTMLOptionElement) => option.text.trim().toLowerCase();
      return wanted.map((choice) => {
        const c = choice.toLowerCase();
        const option =
          options.find((o) => text(o) === c) ??
          options.find((o) => text(o).startsWith(c)) ??
          options.find((o) => text(o).includes(c));
        return option ? option.value : `MISSING ${choice} among: ${options.map((o) => o.text).join(" | ")}`;
      });
    }, choices);
    const missing = found.filter((value) => value.startsWith("MISSING "));
    if (missing.length > 0) throw new Error(missing.join("; "));
    await field.selectOption(found);
    return;
  }
  if (kind === "input") {
    await field.fill(choices[0] ?? "");
    return;
  }
  for (const choice of choices) {
    const box = field.getByRole("checkbox", { name: new RegExp(escaped(choice), "i") });
    const radio = field.getByRole("radio", { name: new RegExp(escaped(choice), "i") });
    if ((await box.count()) > 0) await box.first().check();
    else if ((await radio.count()) > 0) await radio.first().check();
    else {
      await field.click();
      await field
        .page()
        .getByRole("option", { name: new RegExp(escaped(choice), "i") })
        .first()
        .click();
    }
  }
};

/** Today (or a day of this month) in the browser's time zone, as a date input's `YYYY-MM-DD`. */
export const browserDay = (page: Page, dayOfMonth?: number): Promise<string> =>
  page.evaluate((day) => {
    const now = new Date();
    if (day !== null) now.setDate(day);
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
  }, dayOfMonth ?? null);

/** Money as the page must show it: Intl.NumberFormat in the browser's locale and the currency. */
export const money = (page: Page, amount: number, currency: string): Promise<string> =>
  page.evaluate(
    ([value, code]) => new Intl.NumberFormat(undefined, { style: "currency", currency: code }).format(value),
    [amount, currency] as const,
  );

/** Text with every kind of space as one plain space (Intl puts no-break spaces in some locales). */
export const plain = (text: string) => text.replaceAll(/\s+/g, " ").trim();

// biome-ignore lint/performance/useDomNodeTextContent: what is rendered, cells apart, as a person reads it.
export const textOf = async (locator: Locator) => plain(await locator.innerText());

/** The row (table) or list item holding `text`. */
export const rowWith = (scope: Scope, text: string) =>
  scope.getByRole("row").or(scope.getByRole("listitem")).filter({ hasText: text });

export const register = async (page: Page, person: Person) => {
  await page.goto("/register");
  await control(page, "Name").fill(person.name);
  await control(page, "Email").fill(person.email);
  await control(page, "Password").fill(person.password);
  await button(page, "Create account").click();
};

export const logIn = async (page: Page, person: Person) => {
  await control(page, "Email").fill(person.email);
  await control(page, "Password").fill(person.password);
  await button(page, "Log in").click();
};

/** The navigation landmark of the signed-in pages (the one holding the contract's links). */
export const mainNavigation = (page: Page) =>
  page.getByRole("navigation").filter({ has: page.getByRole("link", { name: named("Dashboard") }) });

export const goTo = async (page: Page, linkName: string, path: string) => {
  await link(mainNavigation(page), linkName).click();
  await atPath(page, path);
};

/** Opens the dialog a button opens, fills it by label, presses "Save" (or `submit`) and waits for it to close. */
export const fillDialog = async (
  page: Page,
  opener: string,
  fields: ReadonlyArray<readonly [label: string, value: string | readonly string[], how?: "choose" | "fill"]>,
  submit = "Save",
) => {
  await button(page, opener).click();
  const box = await visible(dialog(page));
  for (const [label, value, how] of fields) {
    const field = control(box, label);
    if (how === "choose" || Array.isArray(value)) await choose(field, ...(Array.isArray(value) ? value : [value]));
    else await (await visible(field)).fill(value as string);
  }
  await button(box, submit).click();
  await closedOrRefused(box, opener);
};

/** Waits for `target` to show; if an `alert` with words shows first, fails with them. */
export const shownOrRefused = async (page: Page, target: Locator, timeout = WAIT): Promise<Locator> => {
  const alert = page.getByRole("alert").filter({ hasText: /\S/ }).first();
  const message = await Promise.race([
    target.waitFor({ state: "visible", timeout }).then(() => null),
    alert.waitFor({ state: "visible", timeout }).then(
      () => textOf(alert),
      () => new Promise<never>(() => {}),
    ),
  ]);
  if (message !== null) throw new Error(`the page said: ${message}`);
  return target;
};

/** Waits for a dialog to close; if it shows an `alert` instead, fails with the page's words. */
export const closedOrRefused = async (box: Locator, what: string) => {
  const alert = box.getByRole("alert").filter({ hasText: /\S/ }).first();
  const message = await Promise.race([
    box.waitFor({ state: "hidden", timeout: WAIT }).then(() => null),
    alert.waitFor({ state: "visible", timeout: WAIT }).then(
      () => textOf(alert),
      () => new Promise<never>(() => {}),
    ),
  ]);
  if (message !== null) throw new Error(`the "${what}" dialog did not close: ${message}`);
};
