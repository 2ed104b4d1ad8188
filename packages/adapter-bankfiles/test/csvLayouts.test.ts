import { describe, expect, it } from "vitest";
import { readFixture } from "./support";

describe("CSV exports of real banks' layouts", () => {
  it("reads a Sparkasse CSV-CAMT export in Windows-1252 (umlauts, DD.MM.YY, decimal comma, CRLF)", async () => {
    const { format, entries } = await readFixture("de-sparkasse-camt-v2.csv", "EUR");
    expect(format).toBe("csv");
    expect(entries).toEqual([
      {
        status: "read",
        line: 2,
        date: "2024-03-28",
        amountMinor: -435,
        currency: "EUR",
        description: "Bäckerei Müller GmbH Filiale Südstraße",
        payee: "Bäckerei Müller GmbH",
      },
      {
        status: "read",
        line: 3,
        date: "2024-03-27",
        amountMinor: 321_540,
        currency: "EUR",
        description: "Lohn/Gehalt März 2024",
        payee: "Muster & Söhne KG",
      },
      {
        status: "read",
        line: 4,
        date: "2024-03-25",
        amountMinor: -115_000,
        currency: "EUR",
        description: "Miete Wohnung 3.OG",
        payee: "Hausverwaltung Größer",
      },
      { status: "refused", line: 5, reason: "UNREADABLE_DATE", message: expect.stringContaining("31.02.24") },
    ]);
  });

  it("finds the header below an account preamble and reads Soll / Haben columns (UTF-8, decimal comma)", async () => {
    const { entries } = await readFixture("de-volksbank-soll-haben.csv", "EUR");
    expect(entries).toEqual([
      {
        status: "read",
        line: 6,
        date: "2024-04-02",
        amountMinor: -8700,
        currency: "EUR",
        description: "Abschlag Strom April",
        payee: "Stadtwerke München",
      },
      {
        status: "read",
        line: 7,
        date: "2024-04-03",
        amountMinor: 4550,
        currency: "EUR",
        description: "Rückzahlung Konzertkarten",
        payee: "Erika Mustermann",
      },
      {
        status: "read",
        line: 8,
        date: "2024-04-05",
        amountMinor: -102_399,
        currency: "EUR",
        description: "Kartenzahlung",
        payee: "REWE Markt",
      },
      {
        status: "refused",
        line: 9,
        reason: "UNREADABLE_AMOUNT",
        message: expect.stringContaining("neither a debit nor a credit"),
      },
    ]);
  });

  it("reads a French export with a BOM, Débit / Crédit columns (debits printed negative) and space thousands", async () => {
    const { entries } = await readFixture("fr-banque-bom.csv", "EUR");
    expect(
      entries.map((entry) =>
        entry.status === "read" ? [entry.line, entry.date, entry.amountMinor, entry.description] : entry,
      ),
    ).toEqual([
      [2, "2024-03-04", -7218, "PRLV SEPA EDF CLIENTS PARTICULIERS"],
      [3, "2024-03-05", 248_000, "VIR SEPA RECU /DE EMPLOYEUR SAS /MOTIF SALAIRE"],
      [4, "2024-03-12", -1840, "CB CARREFOUR CITY 11/03"],
      [5, "2024-03-15", -102_490, "CB LIBRAIRIE DU QUARTIER"],
    ]);
  });

  it("reads an Italian export with trailing-minus amounts and refuses a row in another currency", async () => {
    const { entries } = await readFixture("it-banca-trailing-minus.csv", "EUR");
    expect(entries).toEqual([
      {
        status: "read",
        line: 2,
        date: "2024-02-01",
        amountMinor: -125_000,
        currency: "EUR",
        description: "Affitto febbraio Sig. Rossi",
      },
      {
        status: "read",
        line: 3,
        date: "2024-02-02",
        amountMinor: 210_000,
        currency: "EUR",
        description: "Accredito emolumenti gennaio",
      },
      {
        status: "read",
        line: 4,
        date: "2024-02-14",
        amountMinor: -3590,
        currency: "EUR",
        description: "Farmacia Centrale Milano",
      },
      {
        status: "refused",
        line: 5,
        reason: "CURRENCY_MISMATCH",
        message: "Currency USD differs from the wallet's currency EUR",
      },
    ]);
  });

  it("reads a Spanish export (comma separated, quoted European amounts) and refuses an unreadable amount", async () => {
    const { entries } = await readFixture("es-banco.csv", "EUR");
    expect(entries).toEqual([
      {
        status: "read",
        line: 2,
        date: "2024-01-10",
        amountMinor: -3999,
        currency: "EUR",
        description: "Recibo Telefónica Movistar",
      },
      {
        status: "read",
        line: 3,
        date: "2024-01-11",
        amountMinor: 15_000,
        currency: "EUR",
        description: "Transferencia recibida de Lucía Pérez",
      },
      {
        status: "read",
        line: 4,
        date: "2024-01-15",
        amountMinor: -123_456,
        currency: "EUR",
        description: "Compra tarjeta El Corte Inglés",
      },
      { status: "refused", line: 5, reason: "UNREADABLE_AMOUNT", message: 'Amount "n/d" is not a number' },
    ]);
  });

  it("reads a Chase export month first (03/13/2024 decides it) with a parenthesised check amount", async () => {
    const { entries } = await readFixture("us-chase.csv", "USD");
    expect(
      entries.map((entry) => (entry.status === "read" ? [entry.date, entry.amountMinor, entry.description] : entry)),
    ).toEqual([
      ["2024-03-13", -2345, "AMAZON MKTPLACE PMTS AMZN.COM/BILL WA"],
      ["2024-03-01", 250_000, "ACME CORP PAYROLL PPD ID: 1234567890"],
      ["2024-03-02", -575, "STARBUCKS STORE 12345 SEATTLE WA"],
      ["2024-03-05", -30_000, "CHECK 1042"],
    ]);
  });

  it("reads ING Netherlands' unsigned amounts by their Af / Bij column, YYYYMMDD dates", async () => {
    const { entries } = await readFixture("nl-ing.csv", "EUR");
    expect(entries).toEqual([
      {
        status: "read",
        line: 2,
        date: "2024-01-02",
        amountMinor: -2317,
        currency: "EUR",
        description: "Pasvolgnr: 001 02-01-2024 17:45",
        payee: "Albert Heijn 1234 AMSTERDAM",
      },
      {
        status: "read",
        line: 3,
        date: "2024-01-25",
        amountMinor: 310_455,
        currency: "EUR",
        description: "Naam: Werkgever B.V. Omschrijving: Salaris januari",
        payee: "Werkgever B.V.",
      },
      {
        status: "read",
        line: 4,
        date: "2024-01-28",
        amountMinor: -11_200,
        currency: "EUR",
        description: "Naam: Belastingdienst Omschrijving: Motorrijtuigenbelasting",
        payee: "Belastingdienst",
      },
    ]);
  });

  it("reads Monzo's export with a BOM: transaction ids, categories, payees, day first", async () => {
    const { entries } = await readFixture("uk-monzo.csv", "GBP");
    expect(entries).toEqual([
      {
        status: "read",
        line: 2,
        date: "2024-04-01",
        amountMinor: -425,
        currency: "GBP",
        description: "PRET A MANGER LONDON GBR",
        payee: "Pret A Manger",
        externalId: "tx_0000AbCdEf1",
        category: "Eating out",
      },
      {
        status: "read",
        line: 3,
        date: "2024-04-02",
        amountMinor: 15_000,
        currency: "GBP",
        description: "JANE SMITH RENT",
        payee: "Jane Smith",
        externalId: "tx_0000AbCdEf2",
        category: "Transfers",
      },
      {
        status: "read",
        line: 4,
        date: "2024-04-25",
        amountMinor: -3800,
        currency: "GBP",
        description: "THAMES WATER",
        payee: "Thames Water",
        externalId: "tx_0000AbCdEf3",
        category: "Bills",
      },
    ]);
  });

  it("reads a Portuguese export (Data lançamento, Descrição, Montante)", async () => {
    const { entries } = await readFixture("pt-banco.csv", "EUR");
    expect(entries).toEqual([
      {
        status: "read",
        line: 2,
        date: "2024-05-02",
        amountMinor: -5430,
        currency: "EUR",
        description: "COMPRA CONTINENTE LISBOA",
      },
      {
        status: "read",
        line: 3,
        date: "2024-05-03",
        amountMinor: 20_000,
        currency: "EUR",
        description: "TRF DE JOAO SILVA",
      },
    ]);
  });

  it("reads this service's own CSV export back (signed amounts, externalId column, categories)", async () => {
    const { entries } = await readFixture("service-export.csv", "EUR");
    expect(entries).toEqual([
      {
        status: "read",
        line: 2,
        date: "2024-06-01",
        amountMinor: -1250,
        currency: "EUR",
        description: "Coffee, croissant",
        category: "Food",
      },
      {
        status: "read",
        line: 3,
        date: "2024-06-02",
        amountMinor: 100_000,
        currency: "EUR",
        description: "Salary",
        externalId: "FITID-778",
        category: "Salary",
      },
    ]);
  });
});
