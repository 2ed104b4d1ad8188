import { describe, expect, it } from "vitest";
import { readFixture } from "./support";

describe("OFX, QFX, QIF and CAMT.053", () => {
  it("reads OFX 1 (SGML, leaves without closing tags, Windows-1252): FITID, NAME and MEMO, dates with time zones", async () => {
    const { format, entries } = await readFixture("ofx1-checking.ofx", "USD");
    expect(format).toBe("ofx");
    expect(entries).toEqual([
      {
        status: "read",
        line: 39,
        date: "2024-03-04",
        amountMinor: -4217,
        currency: "USD",
        description: "WHOLE FOODS MARKET - POS PURCHASE 03/03",
        payee: "WHOLE FOODS MARKET",
        externalId: "2024030401",
      },
      {
        status: "read",
        line: 47,
        date: "2024-03-15",
        amountMinor: 185_000,
        currency: "USD",
        description: "ACME CORP PAYROLL",
        payee: "ACME CORP PAYROLL",
        externalId: "2024031501",
      },
      {
        status: "read",
        line: 54,
        date: "2024-03-20",
        amountMinor: -30_000,
        currency: "USD",
        description: "CHECK 1042 - Piano lessons & books",
        payee: "CHECK 1042",
        externalId: "2024032001",
      },
      { status: "refused", line: 63, reason: "UNREADABLE_DATE", message: expect.stringContaining("20240332") },
      {
        status: "refused",
        line: 70,
        reason: "CURRENCY_MISMATCH",
        message: "Currency GBP differs from the wallet's currency USD",
      },
    ]);
  });

  it("reads OFX 2 (XML) credit-card statements: PAYEE aggregate, CURDEF, an amount with too many decimals refused", async () => {
    const { format, entries } = await readFixture("ofx2-creditcard.ofx", "EUR");
    expect(format).toBe("ofx");
    expect(entries).toEqual([
      {
        status: "read",
        line: 21,
        date: "2024-04-02",
        amountMinor: -8990,
        currency: "EUR",
        description: "Zalando SE - Bestellung 10293847",
        payee: "Zalando SE",
        externalId: "CC-240402-0001",
      },
      {
        status: "read",
        line: 30,
        date: "2024-04-10",
        amountMinor: 2500,
        currency: "EUR",
        description: "Gutschrift Rücksendung",
        payee: "Gutschrift Rücksendung",
        externalId: "CC-240410-0002",
      },
      {
        status: "refused",
        line: 37,
        reason: "TOO_MANY_DECIMALS",
        message: 'Amount "-1.995" has more than 2 decimals for EUR',
      },
    ]);
  });

  it("reads OFX 2 in a wallet of another currency as refused rows", async () => {
    const { entries } = await readFixture("ofx2-creditcard.ofx", "USD");
    expect(entries.map((entry) => entry.status === "refused" && entry.reason)).toEqual([
      "CURRENCY_MISMATCH",
      "CURRENCY_MISMATCH",
      "CURRENCY_MISMATCH",
    ]);
  });

  it("tells QFX (Intuit's INTU.BID) from OFX and reads it the same way, everything on few lines", async () => {
    const { format, entries } = await readFixture("quicken.qfx", "USD");
    expect(format).toBe("qfx");
    expect(entries).toEqual([
      {
        status: "read",
        line: 15,
        date: "2024-01-31",
        amountMinor: 321,
        currency: "USD",
        description: "INTEREST PAID",
        payee: "INTEREST PAID",
        externalId: "INT202401",
      },
      {
        status: "read",
        line: 16,
        date: "2024-01-15",
        amountMinor: -50_000,
        currency: "USD",
        description: "TRANSFER TO CHECKING - ONLINE TRANSFER REF #77812",
        payee: "TRANSFER TO CHECKING",
        externalId: "XF202401151",
      },
    ]);
  });

  it("reads QIF: list sections skipped, apostrophe years, split totals, categories but not transfer accounts", async () => {
    const { format, entries } = await readFixture("quicken-bank.qif", "USD");
    expect(format).toBe("qif");
    expect(entries).toEqual([
      {
        status: "read",
        line: 8,
        date: "2024-03-05",
        amountMinor: -123_456,
        currency: "USD",
        description: "City Property Management - March rent",
        payee: "City Property Management",
        category: "Housing:Rent",
      },
      {
        status: "read",
        line: 14,
        date: "2024-03-15",
        amountMinor: 250_000,
        currency: "USD",
        description: "ACME Corp",
        payee: "ACME Corp",
        category: "Salary",
      },
      {
        status: "read",
        line: 20,
        date: "2024-03-20",
        amountMinor: -8412,
        currency: "USD",
        description: "Costco",
        payee: "Costco",
        category: "Groceries",
      },
      {
        status: "read",
        line: 30,
        date: "2024-03-22",
        amountMinor: -20_000,
        currency: "USD",
        description: "Transfer to savings",
        payee: "Transfer to savings",
      },
      { status: "refused", line: 35, reason: "UNREADABLE_AMOUNT", message: 'Amount "ABC" is not a number' },
      {
        status: "read",
        line: 39,
        date: "2024-04-01",
        amountMinor: -1200,
        currency: "USD",
        description: "Netflix",
        payee: "Netflix",
        category: "Subscriptions",
      },
    ]);
  });

  it("reads CAMT.053: signs from CdtDbtInd, reversals, batches as one entry, AcctSvcrRef, pending and foreign entries refused", async () => {
    const { format, entries } = await readFixture("camt053-de.xml", "EUR");
    expect(format).toBe("camt053");
    expect(entries).toEqual([
      {
        status: "read",
        line: 22,
        date: "2024-05-03",
        amountMinor: -6599,
        currency: "EUR",
        description: "Rechnung 05/2024 Kundennr. 4711 Mobilfunk",
        payee: "Telekom Deutschland GmbH",
        externalId: "2024050312345678",
      },
      {
        status: "read",
        line: 42,
        date: "2024-05-29",
        amountMinor: 275_000,
        currency: "EUR",
        description: "Gehalt Mai 2024",
        payee: "Beispiel AG",
        externalId: "2024052987654321",
      },
      {
        status: "read",
        line: 58,
        date: "2024-05-30",
        amountMinor: -6599,
        currency: "EUR",
        description: "Rueckbelastung Lastschrift",
        externalId: "2024053011112222",
      },
      {
        status: "read",
        line: 67,
        date: "2024-05-31",
        amountMinor: -12_000,
        currency: "EUR",
        description: "Sammelueberweisung 1 Sammelueberweisung 2",
        externalId: "2024053133334444",
      },
      { status: "refused", line: 79, reason: "PENDING_ENTRY", message: expect.stringContaining("pending") },
      {
        status: "refused",
        line: 86,
        reason: "CURRENCY_MISMATCH",
        message: "Currency CHF differs from the wallet's currency EUR",
      },
    ]);
  });
});
