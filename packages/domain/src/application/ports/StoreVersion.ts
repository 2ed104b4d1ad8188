/**
 * Port: what the store has committed, as an opaque token. Two equal reads mean nobody (no
 * connection, no process) committed anything in between, so an answer computed from the store
 * after the first read still holds at the second. Tokens differ at least whenever data changed;
 * they may also differ when it did not (a rolled-back write, another database on the server).
 */
export interface StoreVersion {
  read(): Promise<string>;
}
