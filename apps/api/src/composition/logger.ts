import pino, { type DestinationStream, type Logger, type LoggerOptions } from "pino";
import { SERVICE_NAME, SERVICE_VERSION } from "../app/meta";
import type { Config } from "../config/config";

/**
 * JSON logs on stdout. Request logs never include headers or bodies; the redaction below is a
 * second line of defence should anything log a request, a token or a password by mistake.
 */
export const createLogger = (
  config: Pick<Config, "logLevel" | "environment">,
  destination?: DestinationStream,
): Logger => {
  const options: LoggerOptions = {
    level: config.logLevel,
    base: { service: SERVICE_NAME, version: SERVICE_VERSION, environment: config.environment },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: [
        "req.headers.authorization",
        "headers.authorization",
        "authorization",
        "password",
        "*.password",
        "accessToken",
        "*.accessToken",
        "token",
        "*.token",
        "passwordHash",
        "*.passwordHash",
      ],
      censor: "[redacted]",
    },
  };
  return destination ? pino(options, destination) : pino(options);
};
