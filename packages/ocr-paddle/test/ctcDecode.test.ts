import { describe, expect, it } from "vitest";
import { ctcDecode } from "../src/ctcDecode";

const charset = ["a", "b", "."];

/** One line's output: per time step the winning class and its probability (the rest share the remainder). */
const steps = (winners: [number, number][]) => {
  const probs = new Float32Array(winners.length * 4);
  winners.forEach(([cls, p], t) => {
    for (let c = 0; c < 4; c += 1) probs[t * 4 + c] = c === cls ? p : (1 - p) / 3;
  });
  return probs;
};

describe("ctcDecode", () => {
  it("merges repeats, drops blanks and keeps a repeat split by a blank", () => {
    const probs = steps([
      [1, 0.9],
      [1, 0.8],
      [0, 0.9],
      [1, 0.7],
      [3, 0.6],
      [2, 0.5],
      [2, 0.9],
    ]);
    const [line] = ctcDecode(probs, 1, 7, 4, charset);
    expect(line?.text).toBe("aa.b");
    expect(line?.confidence).toBeCloseTo((0.9 + 0.7 + 0.6 + 0.5) / 4, 5);
  });

  it("decodes each line of a batch and answers empty text with 0 confidence for blanks only", () => {
    const probs = new Float32Array([
      ...steps([
        [2, 0.9],
        [0, 0.9],
      ]),
      ...steps([
        [0, 0.9],
        [0, 0.9],
      ]),
    ]);
    const lines = ctcDecode(probs, 2, 2, 4, charset);
    expect(lines[0]?.text).toBe("b");
    expect(lines[1]).toEqual({ text: "", confidence: 0 });
  });
});
