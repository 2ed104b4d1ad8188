import { Agent, request } from "node:http";

export interface Answer {
  readonly status: number;
  readonly body: string;
}

export interface Call {
  readonly method: "GET" | "POST" | "PATCH" | "DELETE";
  readonly path: string;
  readonly token: string;
  readonly json?: unknown;
  readonly raw?: { readonly body: Buffer; readonly contentType: string };
}

/**
 * A keep-alive HTTP client for the load driver: node:http with one agent, so the runner spends
 * little CPU per request (it shares the machine's cores with the server).
 */
export class LoadClient {
  private readonly agent: Agent;
  private readonly host: string;
  private readonly port: number;

  constructor(baseUrl: string, maxSockets: number) {
    const url = new URL(baseUrl);
    this.host = url.hostname;
    this.port = Number(url.port);
    this.agent = new Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
  }

  send(call: Call): Promise<Answer> {
    const body =
      call.raw?.body ?? (call.json === undefined ? undefined : Buffer.from(JSON.stringify(call.json), "utf8"));
    const headers: Record<string, string | number> = { authorization: `Bearer ${call.token}` };
    if (body) {
      headers["content-type"] = call.raw?.contentType ?? "application/json";
      headers["content-length"] = body.length;
    }
    return new Promise((resolveAnswer, reject) => {
      const req = request(
        {
          host: this.host,
          port: this.port,
          method: call.method,
          path: `/api/v1${call.path}`,
          headers,
          agent: this.agent,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolveAnswer({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
          );
          res.on("error", reject);
        },
      );
      req.setTimeout(30_000, () => req.destroy(new Error("timeout")));
      req.on("error", reject);
      req.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
