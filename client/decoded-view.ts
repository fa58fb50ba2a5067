/**
 * Text as a secret may hide in it: every encoding the client could echo undone, with each character of the
 * result knowing the stretch of the original text it came from. The redactor (redact.ts) looks for a secret,
 * itself decoded the same way, in this view and masks the stretches it covers; so a secret is found in any
 * encoding without a pattern ever being built from it, and the work is linear in the text.
 *
 * One pass undoes one layer: JSON's escapes (`\\`, `\"`, `\n`…, and `\u00e9` in either hex case) are the
 * characters they stand for, a backslash that starts none stays, and `%XX` bytes that form UTF-8 are their
 * character (a URL, in either hex case). Passes repeat until nothing changes, so JSON text quoted inside JSON
 * text to any depth, or percent-encoding inside JSON inside a URL, comes undone too. Both sides go through the same passes, so the
 * secret's decoded form is found in the text's decoded form whatever mixture of encodings the text used.
 */

/** A text decoded, and for each UTF-16 unit of it the half-open stretch of the original it stands for. */
export interface DecodedView {
  text: string;
  from: Int32Array;
  to: Int32Array;
}

/** JSON's two-character escapes, by their letter. */
const ESCAPE_LETTERS: ReadonlyMap<string, string> = new Map([
  ['"', '"'],
  ["/", "/"],
  ["b", "\b"],
  ["f", "\f"],
  ["n", "\n"],
  ["r", "\r"],
  ["t", "\t"],
]);

/** More layers than any echo stacks (JSON in JSON in a URL is three): past it the text is not told apart. */
export const MAX_LAYERS = 32;

const isHex = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
const hexAt = (s: string, at: number, digits: number) => {
  if (at + digits > s.length) return -1;
  for (let i = at; i < at + digits; i++) if (!isHex(s.charCodeAt(i))) return -1;
  return Number.parseInt(s.slice(at, at + digits), 16);
};

/** The byte of a `%XX` at `at`, or -1. */
const percentByte = (s: string, at: number) => (s.charCodeAt(at) === 37 ? hexAt(s, at + 1, 2) : -1);

/** The UTF-8 character spelt as `%XX` bytes from `at`: its text and how many bytes; undefined if none. */
function percentChar(s: string, at: number): { char: string; bytes: number } | undefined {
  const lead = percentByte(s, at);
  if (lead < 0) return undefined;
  const bytes = lead < 0x80 ? 1 : lead >= 0xc2 && lead < 0xe0 ? 2 : lead >= 0xe0 && lead < 0xf0 ? 3 : 4;
  if (lead >= 0xf5 || (lead >= 0x80 && lead < 0xc2)) return undefined;
  const all = [lead];
  for (let k = 1; k < bytes; k++) {
    const b = percentByte(s, at + 3 * k);
    if (b < 0x80 || b >= 0xc0) return undefined;
    all.push(b);
  }
  const char = Buffer.from(all).toString("utf8");
  // Overlong or out-of-range forms decode to U+FFFD: they spell no character.
  if (char.includes("\ufffd")) return undefined;
  return { char, bytes };
}

/** One layer undone; answers the same view when there was nothing to undo. */
function decodeOnce(view: DecodedView): DecodedView {
  const s = view.text;
  // Nothing here starts an encoding: the text is what it says (the usual case, at no cost).
  if (!s.includes("\\") && !s.includes("%")) return view;
  // Decoding only shortens: the result fits in as many units as the text has.
  const units = new Uint16Array(s.length);
  const from = new Int32Array(s.length);
  const to = new Int32Array(s.length);
  let n = 0;
  let changed = false;
  const emit = (text: string, first: number, last: number) => {
    for (let k = 0; k < text.length; k++) {
      units[n] = text.charCodeAt(k);
      from[n] = view.from[first];
      to[n] = view.to[last];
      n++;
    }
  };
  for (let i = 0; i < s.length; ) {
    const c = s.charCodeAt(i);
    if (c === 92) {
      const next = s.charAt(i + 1);
      const unit = next === "u" ? hexAt(s, i + 2, 4) : -1;
      const letter = next === "\\" ? "\\" : ESCAPE_LETTERS.get(next);
      if (unit >= 0) {
        emit(String.fromCharCode(unit), i, i + 5);
        i += 6;
        changed = true;
        continue;
      }
      if (letter !== undefined) {
        emit(letter, i, i + 1);
        i += 2;
        changed = true;
        continue;
      }
    }
    const decoded = c === 37 ? percentChar(s, i) : undefined;
    if (decoded) {
      emit(decoded.char, i, i + 3 * decoded.bytes - 1);
      i += 3 * decoded.bytes;
      changed = true;
      continue;
    }
    units[n] = c;
    from[n] = view.from[i];
    to[n] = view.to[i];
    n++;
    i++;
  }
  if (!changed) return view;
  return { text: fromUnits(units.subarray(0, n)), from: from.slice(0, n), to: to.slice(0, n) };
}

/** UTF-16 units as a string, in chunks that stay within the engine's limit on arguments. */
function fromUnits(units: Uint16Array): string {
  let out = "";
  for (let i = 0; i < units.length; i += 8192) out += String.fromCharCode(...units.subarray(i, i + 8192));
  return out;
}

/** `text` with every layer of encoding undone; undefined when it still changes after MAX_LAYERS passes. */
export function decodedView(text: string): DecodedView | undefined {
  let view: DecodedView = {
    text,
    from: Int32Array.from({ length: text.length }, (_, i) => i),
    to: Int32Array.from({ length: text.length }, (_, i) => i),
  };
  for (let layer = 0; layer < MAX_LAYERS; layer++) {
    const next = decodeOnce(view);
    if (next === view) return view;
    view = next;
  }
  return decodeOnce(view) === view ? view : undefined;
}
