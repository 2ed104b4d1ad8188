import { statementLineTooLong, truncatedStatement } from "@finance/domain";
import type { OfxEvents } from "./events";

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&apos;": "'",
  "&nbsp;": " ",
};
const decodeEntities = (text: string): string =>
  text.replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (entity) => ENTITIES[entity] ?? entity);

const countLines = (text: string): number => text.match(/\r\n|\r|\n/g)?.length ?? 0;

/**
 * OFX 1.x: a `KEY:VALUE` header, then SGML whose leaf elements (`<TRNAMT>-12.50`) have no
 * closing tag while aggregates (`<STMTTRN>` ... `</STMTTRN>`) do. No library reads this; the
 * rule is that an element followed by text is a leaf, one followed by another tag opens an
 * aggregate. Fails as truncated when the text ends inside a tag or an open aggregate.
 */
export const ofxSgmlReader = (events: OfxEvents & { readonly depth: number }, maxTokenLength: number) => {
  let buffer = "";
  let line = 1;
  let pendingTag: { name: string; line: number } | undefined;
  let sawRoot = false;
  const consume = (final: boolean) => {
    let position = 0;
    for (;;) {
      const open = buffer.indexOf("<", position);
      if (open < 0) break;
      const end = buffer.indexOf(">", open);
      if (end < 0) break;
      const text = buffer.slice(position, open);
      line += countLines(text);
      if (pendingTag) {
        const value = text.trim();
        if (value === "") events.open(pendingTag.name, pendingTag.line);
        else events.leaf(pendingTag.name, decodeEntities(value));
        pendingTag = undefined;
      }
      const tag = buffer.slice(open + 1, end).trim();
      line += countLines(tag);
      position = end + 1;
      if (tag.startsWith("/")) events.close(tag.slice(1).trim().toUpperCase());
      else if (!tag.startsWith("!") && !tag.startsWith("?") && tag !== "") {
        const name = tag.split(/\s/)[0]?.toUpperCase() ?? "";
        if (name === "OFX") sawRoot = true;
        pendingTag = { name, line };
      }
    }
    buffer = buffer.slice(position);
    if (buffer.length > maxTokenLength) throw statementLineTooLong(maxTokenLength, line);
    if (final) {
      if (pendingTag && buffer.trim() !== "" && !buffer.includes("<")) {
        events.leaf(pendingTag.name, decodeEntities(buffer.trim()));
        pendingTag = undefined;
      } else if (pendingTag) {
        events.open(pendingTag.name, pendingTag.line);
      }
      if (buffer.includes("<")) throw truncatedStatement("OFX", `it ends inside a tag at line ${line}`);
      if (!sawRoot) throw truncatedStatement("OFX", "it has no <OFX> element");
      if (events.depth > 0) throw truncatedStatement("OFX", "it ends before </OFX>");
    }
  };
  return {
    write(chunk: string) {
      buffer += chunk;
      consume(false);
    },
    end() {
      consume(true);
    },
  };
};
