import { describe, expect, it } from "vitest";
import { widthBatches } from "../src/widthBatches";

describe("widthBatches (recogniser runs)", () => {
  it("puts every crop in exactly one run, runs from the narrowest crops to the widest", () => {
    const widths = [300, 40, 1200, 45, 310, 42, 800];
    const runs = widthBatches(widths, 2400, 0.1);
    expect(runs.flat().sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const widest = runs.map((run) => Math.max(...run.map((i) => widths[i]!)));
    expect(widest).toEqual([...widest].sort((a, b) => a - b));
  });

  it("keeps crops of similar width together and splits where padding would pass the bound", () => {
    const widths = [100, 105, 109, 112, 200, 205];
    expect(widthBatches(widths, 2400, 0.1)).toEqual([[0, 1, 2], [3], [4, 5]]);
  });

  it("bounds a run's padded size (crops x the widest) by the columns", () => {
    const widths = [500, 500, 500, 500, 500];
    expect(widthBatches(widths, 1200, 0.1)).toEqual([[0, 1], [2, 3], [4]]);
  });

  it("reads a crop wider than the columns alone", () => {
    expect(widthBatches([3000, 100], 2400, 0.1)).toEqual([[1], [0]]);
  });

  it("batches by columns alone when the padding is not bounded", () => {
    expect(widthBatches([100, 300, 600], 2400, Number.POSITIVE_INFINITY)).toEqual([[0, 1, 2]]);
  });
});
