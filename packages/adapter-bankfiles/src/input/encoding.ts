import iconv from "iconv-lite";

export type TextEncoding = "utf8" | "utf16le" | "utf16be" | "windows1252";

export interface EncodingFound {
  readonly encoding: TextEncoding;
  /** Bytes of a byte-order mark to skip. */
  readonly bomLength: number;
  /**
   * False when the head was all ASCII: UTF-8 and Windows-1252 read it alike, and the first chunk
   * with a byte over 0x7f decides between them (valid UTF-8 or not) for the rest of the file.
   */
  readonly settled: boolean;
}

/**
 * The file's text encoding from its head: a byte-order mark first; else UTF-8 when the bytes are
 * valid UTF-8 (a sequence cut by the end of the head does not count against it); else
 * Windows-1252, which banks' "ANSI" exports use and which reads Latin-1 text the same way.
 */
export const findEncoding = (head: Uint8Array): EncodingFound => {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf)
    return { encoding: "utf8", bomLength: 3, settled: true };
  if (head[0] === 0xff && head[1] === 0xfe) return { encoding: "utf16le", bomLength: 2, settled: true };
  if (head[0] === 0xfe && head[1] === 0xff) return { encoding: "utf16be", bomLength: 2, settled: true };
  if (!hasHighByte(head)) return { encoding: "utf8", bomLength: 0, settled: false };
  return { encoding: isUtf8(trimCutSequence(head)) ? "utf8" : "windows1252", bomLength: 0, settled: true };
};

const hasHighByte = (bytes: Uint8Array): boolean => bytes.some((byte) => byte > 0x7f);

const isUtf8 = (bytes: Uint8Array): boolean => {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};

/** Drops a multi-byte UTF-8 sequence that the head's end cut in two. */
const trimCutSequence = (bytes: Uint8Array): Uint8Array => {
  for (let back = 1; back <= 3 && back <= bytes.length; back++) {
    const byte = bytes[bytes.length - back] as number;
    if ((byte & 0xc0) === 0x80) continue;
    if (byte >= 0xc0) return bytes.subarray(0, bytes.length - back);
    break;
  }
  return bytes;
};

/**
 * A binary file (an image, a PDF, a spreadsheet, an archive) named like a text statement: NUL
 * bytes, or many control characters, in its head.
 */
export const looksBinary = (head: Uint8Array, encoding: TextEncoding): boolean => {
  if (encoding === "utf16le" || encoding === "utf16be") return false;
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return true;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) control++;
  }
  return control > head.length / 100 + 2;
};

const iconvName = (encoding: TextEncoding): string => (encoding === "windows1252" ? "win1252" : encoding);

/** Decodes a byte stream chunk by chunk; a character split across chunks is kept whole. */
export async function* decodeText(bytes: AsyncIterable<Uint8Array>, found: EncodingFound): AsyncGenerator<string> {
  let decoder = iconv.getDecoder(iconvName(found.encoding), { stripBOM: false });
  let skip = found.bomLength;
  let settled = found.settled;
  for await (const chunk of bytes) {
    let buffer = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    if (skip > 0) {
      const dropped = Math.min(skip, buffer.length);
      buffer = buffer.subarray(dropped);
      skip -= dropped;
    }
    if (!settled && hasHighByte(buffer)) {
      // Everything before was ASCII, so the UTF-8 decoder holds no partial character.
      settled = true;
      if (!isUtf8(trimCutSequence(buffer))) decoder = iconv.getDecoder("win1252");
    }
    const text = decoder.write(buffer);
    if (text) yield text;
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

/** Decodes the head alone (for finding the format and the CSV header). */
export const decodeHead = (head: Uint8Array, found: EncodingFound): string =>
  iconv.decode(Buffer.from(head.subarray(found.bomLength)), iconvName(found.encoding), {
    stripBOM: false,
  });
