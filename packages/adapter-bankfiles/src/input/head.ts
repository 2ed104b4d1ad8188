/** The first bytes of a stream, and the whole stream again (those bytes, then the rest). */
export interface PeekedBytes {
  readonly head: Uint8Array;
  readonly all: AsyncIterable<Uint8Array>;
}

/**
 * Reads chunks until `size` bytes (or the end) are held, without losing any: the format, the
 * encoding and a CSV's columns are found in the head, then the whole file is read from the start.
 */
export const peekBytes = async (source: AsyncIterable<Uint8Array>, size: number): Promise<PeekedBytes> => {
  const iterator = source[Symbol.asyncIterator]();
  const held: Uint8Array[] = [];
  let length = 0;
  let done = false;
  while (length < size) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    held.push(next.value);
    length += next.value.length;
  }
  const head = concat(held, length).subarray(0, size);
  async function* all(): AsyncGenerator<Uint8Array> {
    yield* held;
    if (done) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { head, all: all() };
};

const concat = (chunks: readonly Uint8Array[], length: number): Uint8Array => {
  const out = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
};
