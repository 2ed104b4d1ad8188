/**
 * A port a setup leaves out (an example that reads no receipts has no OCR), so `createUseCases`
 * can still build every use case: any use of it throws, naming the port.
 */
export const portNotWired = <T extends object>(port: string): T =>
  new Proxy({} as T, {
    get: (_target, property) => {
      // Not a promise: awaiting the port (or a test runner printing it) must not throw.
      if (property === "then" || typeof property === "symbol") return undefined;
      throw new Error(`The ${port} port is not wired in this setup (${property} was called)`);
    },
  });
