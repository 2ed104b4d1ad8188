import { type Clock, createUuidV7Generator, type IdGenerator } from "../../src";

/** A deterministic byte source (xorshift32): the same seed gives the same bytes. */
export const seededBytes = (seed = 1): ((length: number) => Uint8Array) => {
  let state = seed >>> 0 || 1;
  return (length) => {
    const bytes = new Uint8Array(length);
    for (let i = 0; i < length; i += 1) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      state >>>= 0;
      bytes[i] = state & 0xff;
    }
    return bytes;
  };
};

/** UUID v7 ids that follow the test clock and a seeded byte source. */
export const seededIds = (clock: Clock, seed = 1): IdGenerator =>
  createUuidV7Generator(seededBytes(seed), () => clock.now().getTime());
