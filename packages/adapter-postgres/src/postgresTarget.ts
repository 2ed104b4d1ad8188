/** Where a `postgres://` URL connects, as postgres.js takes it: the URL, and what overrides it. */
export interface PostgresTarget {
  readonly url: string;
  /**
   * The host to connect to instead of the URL's: a name or address, or a Unix-domain socket's
   * directory (it starts with `/`; postgres.js then connects to `<dir>/.s.PGSQL.<port>`).
   */
  readonly host?: string;
  /** The port instead of the URL's (for a socket, the number in its file name). */
  readonly port?: number;
}

const isDirectory = (host: string): boolean => host.startsWith("/");

/** A host's percent-decoding; one that does not decode is left as it is (postgres.js then reports it). */
const decoded = (host: string): string => {
  try {
    return decodeURIComponent(host);
  } catch {
    return host;
  }
};

/**
 * postgres.js splits a host string at `,` and `:` (its own multi-host form), so libpq's lists and
 * IPv6 addresses in a parameter would be cut; those are refused rather than misread.
 */
const checkedHost = (host: string): string => {
  if (host.includes(",") || (!isDirectory(host) && host.includes(":"))) {
    throw new Error("the PostgreSQL URL's host parameter must be one name, one IPv4 address or one socket directory");
  }
  return host;
};

const checkedPort = (port: string): number => {
  const value = Number(port);
  if (!/^\d{1,5}$/.test(port) || value < 1 || value > 65535)
    throw new Error("the PostgreSQL URL's port parameter must be 1 to 65535");
  return value;
};

/**
 * The forms of libpq's URLs that postgres.js does not read. `host` and `port` query parameters
 * (`postgresql://app@localhost/finance?host=/cloudsql/project:region:instance`) would be sent to
 * the server as settings and fail the connection; here they leave the URL and override its host
 * and port, as in libpq. A socket directory percent-encoded as the host
 * (`postgresql://app@%2Fvar%2Frun%2Fpostgresql/finance`) would be looked up as a host name; here it
 * is decoded. Any other URL is returned as it is. Throws on a parameter it cannot pass on whole.
 */
export const postgresTarget = (url: string): PostgresTarget => {
  const parsed = new URL(url);
  const host = parsed.searchParams.get("host");
  const port = parsed.searchParams.get("port");
  if (host !== null || port !== null) {
    parsed.searchParams.delete("host");
    parsed.searchParams.delete("port");
    return {
      url: parsed.toString(),
      ...(host && { host: checkedHost(host) }),
      ...(port && { port: checkedPort(port) }),
    };
  }
  const inAuthority = decoded(parsed.hostname);
  return isDirectory(inAuthority) ? { url, host: inAuthority } : { url };
};

/** The server a URL names, for logs: `host:port` or the socket's path, never the credentials. */
export const describePostgresTarget = (url: string): string => {
  const parsed = new URL(url);
  const target = postgresTarget(url);
  const host = target.host ?? (decoded(parsed.hostname) || process.env.PGHOST || "localhost");
  const port = target.port ?? (parsed.port || process.env.PGPORT || "5432");
  return isDirectory(host) ? `${host}/.s.PGSQL.${port}` : `${host}:${port}`;
};
