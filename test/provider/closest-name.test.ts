import { describe, expect, it } from "vitest";
import { closestName } from "../../provider/base/closest-name";

/** The spelling Check suggests for an unknown member ("did you mean …?"), on its own. */
describe("closestName", () => {
  const members = ["edgeId", "matchType", "match", "circuitBreaker", "errorThresholdPercentage"];

  it("answers the name one or two typos away, in any case", () => {
    expect(closestName("matchTyp", members)).toBe("matchType");
    expect(closestName("cirucitBreaker", members)).toBe("circuitBreaker");
    expect(closestName("EDGEID", members)).toBe("edgeId");
  });

  it("answers the one name that starts with what another language's case wrote", () => {
    expect(closestName("error_threshold", members)).toBe("errorThresholdPercentage");
  });

  it("answers nothing when no name is near, or when several start the same way", () => {
    expect(closestName("hostports", members)).toBeUndefined();
    expect(closestName("ma", ["matchType", "match_kind", "matches"])).toBeUndefined();
  });
});
