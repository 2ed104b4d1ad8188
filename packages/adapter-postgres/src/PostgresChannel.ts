import type postgres from "postgres";

/** A channel name PostgreSQL takes as an identifier as it is (no quoting, no folding). */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Messages between the processes that share one PostgreSQL database (LISTEN/NOTIFY): every
 * listening session hears a message, the sender's own included, once the sending statement has
 * committed. A listener whose connection drops hears nothing sent until postgres.js has
 * reconnected and listens again; `listen` reports each such gap, so what depends on the messages
 * can treat everything before it as unheard. Behind a pooler in transaction mode LISTEN is not
 * delivered; the listening connection needs PostgreSQL itself or session pooling.
 */
export class PostgresChannel {
  constructor(
    private readonly sql: postgres.Sql,
    private readonly name: string,
  ) {
    if (!CHANNEL_NAME.test(name)) throw new Error(`PostgreSQL channel name must be a plain identifier, got ${name}`);
  }

  /** Sends `payload` (text, under 8,000 bytes) to every listener, in its own committed statement. */
  async send(payload: string): Promise<void> {
    await this.sql.notify(this.name, payload);
  }

  /**
   * Calls `onMessage` with each payload sent from now on, on a connection of its own. `onGap`
   * runs each time that connection came back after dropping (postgres.js reconnects it with its
   * backoff). Resolves once listening. The answer stops the reports; the connection itself
   * closes with the pool.
   */
  async listen(onMessage: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>> {
    let started = false;
    let stopped = false;
    const { unlisten } = await this.sql.listen(
      this.name,
      (payload) => {
        if (!stopped) onMessage(payload);
      },
      () => {
        if (started && !stopped) onGap();
        started = true;
      },
    );
    return async () => {
      stopped = true;
      await unlisten();
    };
  }
}
