/** An answer of the service that is not a success, or a request that never reached it (`status` 0). */
export class ApiFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly details: ReadonlyArray<{ path: string; message: string }> = [],
  ) {
    super(message);
    this.name = "ApiFailure";
  }
}

export const NETWORK_FAILURE_MESSAGE = "The service could not be reached. Check your connection and try again.";

interface ErrorBody {
  code?: unknown;
  message?: unknown;
  details?: unknown;
}

/**
 * The data of a typed client call, or an `ApiFailure` thrown with the service's own `message`.
 * openapi-fetch answers `{data}` or `{error}` and throws only when the network failed.
 */
export const unwrap = async <T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> => {
  let result: { data?: T; error?: unknown; response: Response };
  try {
    result = await call;
  } catch {
    throw new ApiFailure("NETWORK_ERROR", NETWORK_FAILURE_MESSAGE, 0);
  }
  if (result.error === undefined && result.data !== undefined) return result.data;
  const body = (result.error ?? {}) as ErrorBody;
  const status = result.response.status;
  throw new ApiFailure(
    typeof body.code === "string" ? body.code : `HTTP_${status}`,
    typeof body.message === "string"
      ? body.message
      : `The service answered ${status} ${result.response.statusText}`.trim(),
    status,
    Array.isArray(body.details) ? (body.details as Array<{ path: string; message: string }>) : [],
  );
};

/** Words for any failure, for an `alert`. */
export const failureMessage = (error: unknown): string =>
  error instanceof ApiFailure ? error.message : error instanceof Error ? error.message : "Something went wrong.";
