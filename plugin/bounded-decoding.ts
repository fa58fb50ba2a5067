/**
 * google-protobuf's decoder reads a length-delimited field's length and then walks that many bytes without
 * looking at where the buffer ends: a request of a few bytes that claims a string (or a message, or a packed
 * list) of 2³² bytes made the plugin spin a core for minutes and answer nothing meanwhile. Bytes fields and
 * skipped fields are checked by the library itself; every other read of a length, through the reader's public
 * methods that generated code calls, gets the missing check here: a length that runs past the end of the
 * request is refused before a byte is read. Only the check is added; what fits is read by the library as before.
 *
 * This changes the library's prototype for the whole plugin process: the one copy of google-protobuf that
 * @pulumi/pulumi's messages and the plugin share (test/plugin/hostile-requests.test.ts sends such requests to
 * the plugin and fails if they are not refused at once).
 */
import { BinaryReader } from "google-protobuf";

const BOUNDED = Symbol.for("pulumi-tunnels.boundedReadString");

export class MalformedRequestError extends Error {}

/** A varint at `at`: its value and where it ends; undefined when the buffer ends first or it runs over 10 bytes. */
function varintAt(bytes: Uint8Array, at: number): { value: number; next: number } | undefined {
  let value = 0;
  let scale = 1;
  for (let i = at; i < bytes.length && i < at + 10; i++) {
    value += (bytes[i] & 0x7f) * scale;
    scale *= 128;
    if ((bytes[i] & 0x80) === 0) return { value, next: i + 1 };
  }
  return undefined;
}

/** The reader's methods that begin by reading a length at the cursor and then walk that many bytes. */
const LENGTH_READS = (proto: object) => [
  "readString",
  "readMessage",
  ...Object.getOwnPropertyNames(proto).filter((name) => name.startsWith("readPacked")),
];

type Method = (this: BinaryReader, ...args: unknown[]) => unknown;

/** Makes every read of a length check it against the end of the buffer (once per process). */
export function boundLengthReads(): void {
  const proto: object = BinaryReader.prototype;
  if (Reflect.get(proto, BOUNDED)) return;
  for (const name of LENGTH_READS(proto)) {
    const read: unknown = Reflect.get(proto, name);
    if (typeof read !== "function") continue;
    const bounded = function (this: BinaryReader, ...args: unknown[]) {
      const bytes = this.getBuffer();
      const at = this.getCursor();
      const length = varintAt(bytes, at);
      if (!length || length.next + length.value > bytes.length)
        throw new MalformedRequestError(
          `a field at byte ${at} claims ${length ? length.value : "an unreadable number of"} bytes, past the end of the request (${bytes.length} bytes)`,
        );
      return (read as Method).apply(this, args);
    };
    Reflect.set(proto, name, bounded);
  }
  Reflect.set(proto, BOUNDED, true);
}
