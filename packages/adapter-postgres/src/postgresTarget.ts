/** Where a `postgres://` URL connects, as postgres.js takes it: the URL and a host that overrides it. */
export interface PostgresTarget {
  readonly url: string;
  /**
   * The host to connect to instead of the URL's: a name or address, or a Unix-domain socket's
   * directory (it starts with `/`; postgres.js then connects to `<dir>/.s.PGSQL.<port>`).
   */
  readonly host?: string;
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
 * The host forms of libpq's URLs that postgres.js does not read. A `host` query parameter
 * (`postgresql://app@localhost/finance?host=/cloudsql/project:region:instance`) would be sent to
 * the server as a setting and fail the connection; here it leaves the URL and overrides the host,
 * as in libpq. A socket directory percent-encoded as the host
 * (`postgresql://app@%2Fvar%2Frun%2Fpostgresql/finance`) would be looked up as a host name; here
 * it is decoded. Any other URL is returned as it is.
 */
export const postgresTarget = (url: string): PostgresTarget => {
  const parsed = new URL(url);
  const parameter = parsed.searchParams.get("host");
  if (parameter !== null && parameter !== "") {
    parsed.searchParams.delete("host");
    return { url: parsed.toString(), host: parameter };
  }
  const host = decoded(parsed.hostname);
  return isDirectory(host) ? { url, host } : { url };
};

/** The server a URL names, for logs: `host:port` or the socket's path, never the credentials. */
export const describePostgresTarget = (url: string): string => {
  const { hostname, port } = new URL(url);
  const host = postgresTarget(url).host ?? (hostname || "localhost");
  const portOrDefault = port || "5432";
  return isDirectory(host) ? `${host}/.s.PGSQL.${portOrDefault}` : `${host}:${portOrDefault}`;
};
