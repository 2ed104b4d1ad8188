import pino, { type Logger } from "pino";

/** A pino logger that keeps its JSON lines in memory, so tests can read what was logged. */
export const captureLogger = (
  level = "info",
): { logger: Logger; lines: string[]; entries: () => Record<string, unknown>[] } => {
  const lines: string[] = [];
  const logger = pino({ level }, { write: (line: string) => void lines.push(line) });
  return { logger, lines, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
};
