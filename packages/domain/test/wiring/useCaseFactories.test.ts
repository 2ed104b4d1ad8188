import { describe, expect, it } from "vitest";
import * as domain from "../../src";
import { useCaseFactories, useCaseNames } from "../../src";
import { makeWorld } from "../mothers";

type UseCaseClass = new (...args: never[]) => object;

const useCaseClasses = (Object.entries(domain) as [string, unknown][]).filter(
  (entry): entry is [string, UseCaseClass] =>
    typeof entry[1] === "function" && typeof entry[1].prototype?.execute === "function",
);

describe("the list of use cases", () => {
  it("holds every use case the domain exports, so nothing is wired anywhere else", () => {
    const world = makeWorld();
    const built = useCaseNames.map((name) => world[name]);
    const missing = useCaseClasses.filter(([, type]) => !built.some((useCase) => useCase instanceof type));
    expect(useCaseClasses.length).toBeGreaterThan(50);
    expect(missing.map(([name]) => name)).toEqual([]);
  });

  it("names each use case by its class, in camel case", () => {
    const world = makeWorld();
    const misnamed = useCaseNames.filter(
      (name) => world[name].constructor.name !== name.charAt(0).toUpperCase() + name.slice(1),
    );
    expect(misnamed).toEqual([]);
    expect(Object.keys(useCaseFactories)).toEqual(useCaseNames);
  });
});
