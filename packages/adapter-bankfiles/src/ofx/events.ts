/**
 * What an OFX reader reports, alike for OFX 1 (SGML, whose leaf elements have no closing tag)
 * and OFX 2 (XML): an aggregate opens, a leaf carries a value, an aggregate closes.
 */
export interface OfxEvents {
  open(tag: string, line: number): void;
  leaf(tag: string, value: string): void;
  close(tag: string): void;
}
