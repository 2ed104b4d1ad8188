import { malformedStatement, statementLineTooLong, truncatedStatement } from "@finance/domain";
import { SaxesParser } from "saxes";

/** What a streaming XML reader reports, names without their namespace prefix. */
export interface XmlHandlers {
  open(name: string, attributes: Readonly<Record<string, string>>, line: number): void;
  text(text: string): void;
  close(name: string): void;
}

const localName = (name: string): string => name.slice(name.indexOf(":") + 1);

/**
 * Feeds decoded text to saxes (a streaming, non-validating parser that resolves no external
 * entity) and yields what `drain` collected after each chunk, so a large CAMT or OFX 2 file is
 * never held whole. Broken XML fails as malformed; XML that ends with elements open, truncated.
 */
export async function* readXml<T>(
  text: AsyncIterable<string>,
  format: string,
  handlers: XmlHandlers,
  drain: () => T[],
  maxTextLength: number,
): AsyncGenerator<T> {
  const parser = new SaxesParser();
  let depth = 0;
  let textLength = 0;
  parser.on("opentag", (node) => {
    depth++;
    textLength = 0;
    const attributes: Record<string, string> = {};
    for (const [key, value] of Object.entries(node.attributes)) attributes[localName(key)] = String(value);
    handlers.open(localName(node.name), attributes, parser.line);
  });
  const onText = (value: string) => {
    textLength += value.length;
    if (textLength > maxTextLength) throw statementLineTooLong(maxTextLength, parser.line);
    handlers.text(value);
  };
  parser.on("text", onText);
  parser.on("cdata", onText);
  parser.on("closetag", (node) => {
    depth--;
    textLength = 0;
    handlers.close(localName(node.name));
  });
  parser.on("error", (error) => {
    throw error;
  });
  const fail = (error: unknown): unknown => {
    if (!(error instanceof Error) || error.name === "StatementFileError") return error;
    const message = error.message.replace(/^[^:]*:\d+:\d+: /, "");
    if (/unclosed tag|document must contain a root element/i.test(message)) {
      return truncatedStatement(format, message.slice(0, 200));
    }
    return malformedStatement(format, message.slice(0, 200), parser.line);
  };
  try {
    for await (const chunk of text) {
      parser.write(chunk);
      yield* drain();
    }
    parser.close();
  } catch (error) {
    throw fail(error);
  }
  if (depth !== 0) throw truncatedStatement(format, "it ends with elements still open");
  yield* drain();
}
