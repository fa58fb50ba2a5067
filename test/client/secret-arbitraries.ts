import fc from "fast-check";
import { decodedView } from "../../client/decoded-view";
import { echoOf, TELLING, tellsOf } from "../../client/redact";

/**
 * Secrets for property tests (test/client/redaction-property.test.ts, test/plugin/marked-secrets.test.ts): of
 * any length and made of every class of character that some encoding changes or that would break a pattern built
 * from text, and the check that a text holds none of it, in any encoding, outside the redactor's masks.
 */
export const MASK = "[redacted]";

/** Characters by class: each class is what some encoding changes, or what breaks a pattern built from text. */
export const CLASSES: Record<string, fc.Arbitrary<string>> = {
  ascii: fc.string({ unit: fc.constantFrom(..."abcXYZ0189_-.~"), minLength: 1, maxLength: 1 }),
  jsonSpecial: fc.constantFrom('"', "\\", "/"),
  control: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)),
  regexSpecial: fc.constantFrom(..."()[]{}|*+?.^$"),
  escapeLookalike: fc.constantFrom("\\u0041", "\\n", "\\\\", "%41", "%", "%%", "%C3%A9", "\\x41", "+"),
  space: fc.constantFrom(" ", "\u00a0", "\u2028", "\u2029", "\ufeff", "\t"),
  bmp: fc.integer({ min: 0xa0, max: 0xd7ff }).map((c) => String.fromCharCode(c)),
  astral: fc.integer({ min: 0x10000, max: 0x10ffff }).map((c) => String.fromCodePoint(c)),
  loneSurrogate: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
};

/** A secret of `length` UTF-16 units: a pattern of characters from some classes, repeated. */
export const secretOf = (length: fc.Arbitrary<number>) =>
  fc
    .tuple(fc.array(fc.oneof(...Object.values(CLASSES)), { minLength: 1, maxLength: 24 }), length)
    .map(([chars, n]) => {
      const unit = chars.join("");
      return unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
    })
    .filter((s) => s.length > 0 && !MASK.includes(s));

/** Lengths from `min`: mostly short, often a few thousand, sometimes tens of thousands. */
export const lengthsFrom = (min: number) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min, max: 64 }) },
    { weight: 3, arbitrary: fc.integer({ min: 65, max: 6_000 }) },
    { weight: 1, arbitrary: fc.integer({ min: 6_001, max: 70_000 }) },
  );

/** Every stretch of TELLING characters of a text (the text itself when no longer), but those all `?`. */
function windowsOf(text: string): Set<string> {
  const out = new Set<string>();
  if (text.length <= TELLING) out.add(text);
  for (let i = 0; i + TELLING <= text.length; i++) out.add(text.slice(i, i + TELLING));
  for (const w of out) if (!tellsOf(w)) out.delete(w);
  return out;
}

/** Whether `piece` holds one of `windows`, or is one. */
function holds(piece: string, windows: Set<string>): boolean {
  const [first] = windows;
  const width = first === undefined ? 0 : Math.min(TELLING, first.length);
  for (let i = 0; i + width <= piece.length; i++) if (windows.has(piece.slice(i, i + width))) return true;
  return false;
}

/**
 * The parts of `text` outside the masks that hold `secret`, as is or in any encoding, whole or any TELLING (8)
 * characters of it in a row: a service may cut its echo of a body anywhere, and most of a secret is nearly all
 * of it.
 */
export function leaks(text: string, secret: string): string[] {
  const windows = [windowsOf(secret), windowsOf(decodedView(secret)?.text ?? secret)];
  // The service's echo of it as an id, if it tells anything (docs/contract.md, Errors), counts as the secret,
  // whole: eight of its characters in a row may be `"` and seven `?`, as any echo of an unprintable id is.
  const echo = echoOf(secret);
  const echoed = tellsOf(echo) ? [echo, decodedView(echo)?.text ?? echo] : undefined;
  return text.split(MASK).filter((piece) => {
    const decoded = decodedView(piece)?.text ?? piece;
    if (holds(piece, windows[0]) || holds(decoded, windows[1])) return true;
    return echoed !== undefined && (piece.includes(echoed[0]) || decoded.includes(echoed[1]));
  });
}
