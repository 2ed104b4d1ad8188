import type { Tokens } from "@finance/client";

export interface SessionChannel {
  announceTokens(tokens: Tokens): void;
  announceSignedOut(): void;
  listen(on: { tokens: (tokens: Tokens) => void; signedOut: () => void }): () => void;
  close(): void;
}

type Message = { type: "tokens"; tokens: Tokens } | { type: "signedOut" };

/**
 * Tells the app's other tabs of new tokens and of signing out (BroadcastChannel: same origin
 * only). A tab does not announce again the tokens another tab just announced to it.
 */
export const sessionChannel = (): SessionChannel => {
  const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel("finance-session");
  let lastHeard: string | undefined;
  return {
    announceTokens(tokens: Tokens) {
      if (tokens.accessToken !== lastHeard) channel?.postMessage({ type: "tokens", tokens } satisfies Message);
    },
    announceSignedOut() {
      channel?.postMessage({ type: "signedOut" } satisfies Message);
    },
    listen(on: { tokens: (tokens: Tokens) => void; signedOut: () => void }): () => void {
      if (!channel) return () => {};
      const handle = (event: MessageEvent<Message>) => {
        if (event.data.type === "tokens") {
          lastHeard = event.data.tokens.accessToken;
          on.tokens(event.data.tokens);
        } else on.signedOut();
      };
      channel.addEventListener("message", handle);
      return () => channel.removeEventListener("message", handle);
    },
    close() {
      channel?.close();
    },
  };
};
