import { describe, expect, it } from "vitest";
import { isLongValue, QUOTE_LIMIT, quoteValue, shortText } from "../../catalog";

/** How every message quotes a user's value (catalog/quote.ts): at most QUOTE_LIMIT characters, then the length. */
describe("quoteValue", () => {
  it("quotes a short value whole, as JSON", () => {
    expect(quoteValue("edge-1")).toBe('"edge-1"');
    expect(quoteValue(42)).toBe("42");
    expect(quoteValue(null)).toBe("null");
    expect(quoteValue({ a: 1 })).toBe('{"a":1}');
    expect(quoteValue("a".repeat(QUOTE_LIMIT))).toBe(`"${"a".repeat(QUOTE_LIMIT)}"`);
  });

  it("cuts a long string after QUOTE_LIMIT characters and says its length", () => {
    const quoted = quoteValue("a".repeat(102_400));
    expect(quoted).toBe(`"${"a".repeat(QUOTE_LIMIT)}…" (102,400 characters)`);
    expect(quoteValue("b".repeat(QUOTE_LIMIT + 1))).toBe(`"${"b".repeat(QUOTE_LIMIT)}…" (101 characters)`);
  });

  it("counts characters, never splitting one made of two UTF-16 units", () => {
    const quoted = quoteValue("😀".repeat(150));
    expect(quoted).toBe(`"${"😀".repeat(QUOTE_LIMIT)}…" (150 characters)`);
    // 99 characters that take 198 UTF-16 units: short, quoted whole.
    expect(quoteValue("😀".repeat(99))).toBe(JSON.stringify("😀".repeat(99)));
  });

  it("cuts a long object's JSON the same way", () => {
    const quoted = quoteValue({ big: "x".repeat(500) });
    expect(quoted).toMatch(/^\{"big":"x+… \(510 characters of JSON\)$/);
    expect(quoted.length).toBeLessThan(QUOTE_LIMIT + 40);
  });

  it("escapes what JSON escapes, so a quote or a newline cannot end the message's quote", () => {
    expect(quoteValue('say "hi"\n')).toBe('"say \\"hi\\"\\n"');
  });
});

describe("shortText", () => {
  it("leaves a short text as it is and quotes a long one as quoteValue does", () => {
    expect(shortText("edghts_1")).toBe("edghts_1");
    expect(shortText("k".repeat(5000))).toBe(`"${"k".repeat(QUOTE_LIMIT)}…" (5,000 characters)`);
  });
});

describe("isLongValue", () => {
  it("says whether quoteValue would cut the value", () => {
    expect(isLongValue("a".repeat(QUOTE_LIMIT))).toBe(false);
    expect(isLongValue("a".repeat(QUOTE_LIMIT + 1))).toBe(true);
    expect(isLongValue({ numBuckets: 300 })).toBe(false);
    expect(isLongValue({ big: "x".repeat(QUOTE_LIMIT) })).toBe(true);
    expect(isLongValue(undefined)).toBe(false);
  });
});
