import { invalidRecurrenceRule } from "@finance/domain";

const FREQUENCIES = ["DAILY", "WEEKLY", "MONTHLY", "YEARLY"] as const;
/** The parts the service takes, in the order the canonical text lists them. */
const PARTS = ["FREQ", "INTERVAL", "COUNT", "UNTIL", "BYMONTH", "BYMONTHDAY", "BYDAY"] as const;
type Part = (typeof PARTS)[number];

const WEEKDAY = /^([+-]?)(\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/;
const UNTIL = /^\d{8}(T\d{6}Z)?$/;
const MAX_INTERVAL = 1000;
const MAX_COUNT = 100_000;

const integerIn = (part: Part, text: string, min: number, max: number, zeroAllowed = true): number => {
  if (!/^[+-]?\d{1,6}$/.test(text)) throw invalidRecurrenceRule(`${part} must be a whole number`);
  const value = Number(text);
  if (value < min || value > max || (!zeroAllowed && value === 0)) {
    throw invalidRecurrenceRule(`${part} must be ${zeroAllowed ? "" : "non-zero and "}between ${min} and ${max}`);
  }
  return value;
};

const list = (part: Part, text: string, check: (item: string) => string): string =>
  text
    .split(",")
    .map((item) => {
      if (item === "") throw invalidRecurrenceRule(`${part} has an empty item`);
      return check(item);
    })
    .join(",");

const checkUntil = (text: string): string => {
  if (!UNTIL.test(text))
    throw invalidRecurrenceRule("UNTIL must be a date (YYYYMMDD) or a UTC date-time (YYYYMMDDTHHMMSSZ)");
  const [y, m, d] = [text.slice(0, 4), text.slice(4, 6), text.slice(6, 8)].map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) {
    throw invalidRecurrenceRule("UNTIL is not a calendar date");
  }
  return text;
};

/**
 * Reads an RFC 5545 RRULE value (an optional `RRULE:` prefix allowed) limited to the parts the
 * service takes, and answers it in canonical form (upper case, parts in a fixed order). The
 * library expands it; this only refuses what the contract does not take, with a reason to show.
 */
export const canonicalRule = (text: string): string => {
  const body = text.trim().replace(/^RRULE:/i, "");
  const parts = new Map<Part, string>();
  for (const piece of body.split(";")) {
    if (piece === "") continue;
    const [rawKey, value, ...rest] = piece.split("=");
    const key = rawKey?.trim().toUpperCase() ?? "";
    if (value === undefined || rest.length > 0 || value.trim() === "") {
      throw invalidRecurrenceRule(`"${piece.slice(0, 40)}" is not a NAME=VALUE part`);
    }
    if (!(PARTS as readonly string[]).includes(key)) {
      throw invalidRecurrenceRule(
        `${key.slice(0, 20) || "an empty name"} is not a part the service takes (${PARTS.join(", ")})`,
      );
    }
    if (parts.has(key as Part)) throw invalidRecurrenceRule(`${key} is given twice`);
    parts.set(key as Part, value.trim().toUpperCase());
  }
  const freq = parts.get("FREQ");
  if (freq === undefined) throw invalidRecurrenceRule("FREQ is required");
  if (!(FREQUENCIES as readonly string[]).includes(freq)) {
    throw invalidRecurrenceRule(`FREQ must be one of ${FREQUENCIES.join(", ")}`);
  }
  if (parts.has("COUNT") && parts.has("UNTIL")) throw invalidRecurrenceRule("COUNT and UNTIL cannot both be given");
  const checked: string[] = [];
  for (const part of PARTS) {
    const value = parts.get(part);
    if (value === undefined) continue;
    checked.push(`${part}=${checkPart(part, value, freq)}`);
  }
  return checked.join(";");
};

const checkPart = (part: Part, value: string, freq: string): string => {
  switch (part) {
    case "FREQ":
      return value;
    case "INTERVAL":
      return String(integerIn(part, value, 1, MAX_INTERVAL));
    case "COUNT":
      if (value === "0") throw invalidRecurrenceRule("COUNT must be at least 1: COUNT=0 never occurs");
      return String(integerIn(part, value, 1, MAX_COUNT));
    case "UNTIL":
      return checkUntil(value);
    case "BYMONTH":
      return list(part, value, (item) => String(integerIn(part, item, 1, 12)));
    case "BYMONTHDAY":
      if (freq === "WEEKLY") throw invalidRecurrenceRule("BYMONTHDAY cannot be used with FREQ=WEEKLY");
      return list(part, value, (item) => String(integerIn(part, item, -31, 31, false)));
    case "BYDAY":
      return list(part, value, (item) => {
        const match = WEEKDAY.exec(item);
        if (!match) throw invalidRecurrenceRule(`BYDAY item ${item.slice(0, 10)} is not a weekday such as MO or 1MO`);
        const [, sign, ordinal, day] = match;
        if (ordinal === undefined) {
          if (sign) throw invalidRecurrenceRule(`BYDAY item ${item} has a sign without a number`);
          return day as string;
        }
        if (freq !== "MONTHLY" && freq !== "YEARLY") {
          throw invalidRecurrenceRule("a numbered BYDAY (such as 1MO) needs FREQ=MONTHLY or FREQ=YEARLY");
        }
        const n = integerIn(part, ordinal, 1, freq === "MONTHLY" ? 5 : 53);
        return `${sign === "-" ? "-" : ""}${n}${day}`;
      });
  }
};
