import { describe, expect, it } from "vitest";
import { describePostgresTarget, postgresTarget } from "../src";

describe("postgresTarget", () => {
  it("leaves a URL without libpq's host forms as it is", () => {
    const url = "postgres://app:secret@db.internal:6432/finance?sslmode=require";
    expect(postgresTarget(url)).toEqual({ url });
  });

  it("reads a socket directory percent-encoded as the host, keeping its case and the port", () => {
    const url = "postgresql://app@%2FData%2Fpg:5433/finance";
    expect(postgresTarget(url)).toEqual({ url, host: "/Data/pg" });
    expect(describePostgresTarget(url)).toBe("/Data/pg/.s.PGSQL.5433");
  });

  it("leaves a host whose percent-encoding is broken as it is", () => {
    const url = "postgres://app@%2Frun%E0%A4%A/finance";
    expect(postgresTarget(url)).toEqual({ url });
  });

  it("takes the host query parameter out of the URL, other parameters kept", () => {
    expect(postgresTarget("postgresql:///finance?host=/cloudsql/project:region:db&sslmode=disable")).toEqual({
      url: "postgresql:///finance?sslmode=disable",
      host: "/cloudsql/project:region:db",
    });
    expect(postgresTarget("postgres://app@localhost/finance?host=%2Fvar%2Frun%2Fpostgresql")).toEqual({
      url: "postgres://app@localhost/finance",
      host: "/var/run/postgresql",
    });
    expect(postgresTarget("postgres://app@localhost:6432/finance?host=replica.internal")).toEqual({
      url: "postgres://app@localhost:6432/finance",
      host: "replica.internal",
    });
  });

  it("takes a port parameter out too, and drops an empty host parameter instead of sending it to the server", () => {
    expect(postgresTarget("postgresql://app@localhost/finance?host=/run/pg&port=5433&sslmode=disable")).toEqual({
      url: "postgresql://app@localhost/finance?sslmode=disable",
      host: "/run/pg",
      port: 5433,
    });
    expect(postgresTarget("postgresql://app@localhost/finance?host=")).toEqual({
      url: "postgresql://app@localhost/finance",
    });
    expect(describePostgresTarget("postgresql:///finance?host=/run/pg&port=5433")).toBe("/run/pg/.s.PGSQL.5433");
  });

  it.each([
    ["a host list", "postgresql://app@localhost/f?host=/run/a,/run/b"],
    ["an IPv6 address", "postgresql://app@localhost/f?host=::1"],
    ["a port that is not a number", "postgresql://app@localhost/f?port=five"],
    ["a port out of range", "postgresql://app@localhost/f?port=70000"],
  ])("refuses %s in a parameter, which postgres.js would cut apart", (_form, url) => {
    expect(() => postgresTarget(url)).toThrow(/must be/);
  });

  it("describes the server for logs without the credentials, the parameter overriding the host", () => {
    expect(describePostgresTarget("postgres://app:secret@db.internal:6432/finance")).toBe("db.internal:6432");
    expect(describePostgresTarget("postgresql:///finance")).toBe("localhost:5432");
    expect(describePostgresTarget("postgresql://app:pw@localhost/finance?host=/run/pg")).toBe("/run/pg/.s.PGSQL.5432");
    expect(describePostgresTarget("postgres://app@localhost:6432/f?host=replica.internal")).toBe(
      "replica.internal:6432",
    );
  });
});
