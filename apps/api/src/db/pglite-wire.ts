// Where one message of PostgreSQL's wire protocol ends (frontend messages, as node-postgres
// sends them), for the embedded database's thread (pglite-thread.ts), which hands PGlite whole
// messages only.

/** The protocol version of a StartupMessage (3.0), the one message without a type byte. */
export const PROTOCOL_3 = 196608;

/**
 * The length of the first complete message in `buffer`, or 0 when more bytes are needed: a
 * StartupMessage is its length and the protocol version; every other message a type byte and
 * its length (which counts itself but not the type byte).
 */
export function firstMessageLength(buffer: Buffer, started: boolean): number {
  if (!started) {
    if (buffer.length < 8) return 0;
    const length = buffer.readInt32BE(0);
    return buffer.length >= length ? length : 0;
  }
  if (buffer.length < 5) return 0;
  const length = 1 + buffer.readInt32BE(1);
  return buffer.length >= length ? length : 0;
}
