import type { StatementFormat } from "@finance/domain";

export type DetectedFormat = { readonly format: StatementFormat; readonly syntax: "sgml" | "xml" | "lines" | "csv" };

/**
 * The format from the decoded head of the file, never from its name: OFX 1 by its `OFXHEADER:`
 * header or an `<OFX>` without an XML declaration, OFX 2 by `<?OFX ...?>` or an `<OFX>` root,
 * QFX by Intuit's `<INTU.BID>`, CAMT.053 by its ISO 20022 namespace or <BkToCstmrStmt>, QIF by a
 * `!Type:` / `!Account` / `!Option` line, otherwise CSV (decided by the CSV reader's header
 * search). Undefined: some other XML or markup.
 */
export const detectFormat = (head: string): DetectedFormat | undefined => {
  const start = head.replace(/^\s+/, "");
  const upper = start.slice(0, 4096).toUpperCase();
  const isXml = start.startsWith("<?xml") || start.startsWith("<");
  const ofxFlavour = (): StatementFormat => (/<INTU\.BID>/i.test(head) ? "qfx" : "ofx");
  if (upper.startsWith("OFXHEADER:") && !upper.includes("<?XML")) return { format: ofxFlavour(), syntax: "sgml" };
  if (isXml) {
    if (/<\?OFX\b/i.test(upper) || /<OFX>/i.test(upper.slice(0, 2048))) {
      return { format: ofxFlavour(), syntax: upper.startsWith("<?XML") || /<\?OFX\b/.test(upper) ? "xml" : "sgml" };
    }
    if (/camt\.053\.|<([A-Za-z0-9]+:)?BkToCstmrStmt\b/.test(start.slice(0, 8192)))
      return { format: "camt053", syntax: "xml" };
    return undefined;
  }
  if (/^!(Type|Account|Option|Clear)\b/i.test(start)) return { format: "qif", syntax: "lines" };
  if (/^OFXHEADER/i.test(upper)) return { format: ofxFlavour(), syntax: "sgml" };
  return { format: "csv", syntax: "csv" };
};
