/**
 * Bracket matching in generated Go and Java source, for the corrections (correct-go.ts, correct-java.ts): string
 * literals ("…", and Go's `…`) are skipped, so a bracket inside a value never counts.
 */

const PAIRS: Record<string, string> = { "(": ")", "{": "}", "[": "]" };

/** The index of the bracket that closes the one at `open`. */
export function closingBracket(text: string, open: number): number {
  const stack: string[] = [];
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "`") {
      i = endOfString(text, i);
      continue;
    }
    if (PAIRS[c]) stack.push(PAIRS[c]);
    else if (c === stack[stack.length - 1]) {
      stack.pop();
      if (stack.length === 0) return i;
    }
  }
  throw new Error(`no closing bracket for the ${text[open]} at ${open}`);
}

/** The index of the quote that ends the string literal starting at `start`. */
function endOfString(text: string, start: number): number {
  const quote = text[start];
  for (let i = start + 1; i < text.length; i++) {
    if (quote === '"' && text[i] === "\\") i++;
    else if (text[i] === quote) return i;
  }
  throw new Error(`an unterminated string at ${start}`);
}

/** The arguments between the brackets at `open` and its closing one, split at their top-level commas, trimmed. */
export function topLevelArguments(text: string, open: number): string[] {
  const close = closingBracket(text, open);
  const args: string[] = [];
  let start = open + 1;
  for (let i = open + 1; i < close; i++) {
    const c = text[i];
    if (c === '"' || c === "`") i = endOfString(text, i);
    else if (PAIRS[c]) i = closingBracket(text, i);
    else if (c === ",") {
      args.push(text.slice(start, i));
      start = i + 1;
    }
  }
  args.push(text.slice(start, close));
  return args.map((a) => a.trim()).filter((a) => a !== "");
}

/** Replaces each match of `pattern` (global) from the last to the first, so earlier indices stay valid. */
export function replaceFromEnd(
  text: string,
  pattern: RegExp,
  replace: (text: string, match: RegExpExecArray) => string,
): string {
  const matches = [...text.matchAll(pattern)].reverse();
  return matches.reduce((t, m) => replace(t, m as RegExpExecArray), text);
}
