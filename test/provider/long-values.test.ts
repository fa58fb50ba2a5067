import { describe, expect, it } from "vitest";
import { z } from "zod";
import { quoteValue } from "../../catalog";
import { apiErrorFromAnswer, type ErrorAnswer, ValidationError } from "../../client/errors";
import { Redactor } from "../../client/redact";
import { parseRequest } from "../../client/validate";
import { adoptionRefusal } from "../../provider/host/crud";
import { shielded } from "../../provider/host/native";
import { checkImportId } from "../../provider/host/imported";
import { explainFailure } from "../../provider/base/messages";
import { functionModel } from "../../provider/model/functions";
import { specOf } from "../../provider/base/specs";

/**
 * Every message that quotes a value the user gave, beside the Check failures (check.test.ts): at most about 100
 * characters of it and its length (catalog/quote.ts), so a 100 KB value makes a message of a few hundred bytes.
 */
const big = "z".repeat(102_400);
const cut = /"z{100}…" \(102,400 characters\)/;
const shortEnough = (message: string) => expect(message.length).toBeLessThan(700);

function thrown(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error("expected a throw");
}

describe("a long value in a message", () => {
  it("the client's validation error: a map key and an unknown member, cut", () => {
    const schema = z.strictObject({ labels: z.record(z.string(), z.string()) });
    const context = { method: "POST", path: "/things" };
    for (const body of [{ labels: { [big]: 1 } }, { [big]: 1, labels: {} }]) {
      let error: unknown;
      try {
        parseRequest(schema, body, context, new Redactor([]));
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ValidationError);
      const message = (error as ValidationError).message;
      expect(message).toMatch(cut);
      shortEnough(message);
      expect((error as ValidationError).issues[0].member).toMatch(cut);
    }
  });

  it("a function's argument outside its closed set", () => {
    const message = thrown(() => functionModel("getTunnels").checked({ region: big }));
    expect(message).toMatch(new RegExp(`^getTunnels: region ${cut.source} is not one the service has`));
    shortEnough(message);
  });

  it("an import id that does not name the parents", () => {
    const message = thrown(() => checkImportId(specOf("HttpsEdgeRoute"), big));
    expect(message).toMatch(new RegExp(`^HttpsEdgeRoute ${cut.source} cannot be imported by that id`));
    shortEnough(message);
  });

  it("an adoptId that names no object, and its parent", () => {
    const spec = specOf("HttpsEdgeRoute");
    const message = adoptionRefusal(spec, { adoptId: big, edgeId: `edghts_${big}` }, undefined) ?? "";
    expect(message).toMatch(
      new RegExp(`^adoptId ${cut.source}: no HttpsEdgeRoute with that id exists under "edghts_z{93}…"`),
    );
    shortEnough(message);
  });

  it("the service's answer that is not its JSON error body", () => {
    const err = apiErrorFromAnswer({
      method: "GET",
      path: "/tunnels",
      status: 502,
      headers: {},
      text: big,
      now: Date.now(),
      redactor: new Redactor([]),
    } satisfies ErrorAnswer);
    expect(err.message).toMatch(cut);
    shortEnough(err.message);
  });

  it("the URL in use, in the message of a reference the account does not have", () => {
    const err = apiErrorFromAnswer({
      method: "POST",
      path: "/ip_policy_rules",
      status: 400,
      headers: {},
      text: JSON.stringify({
        error_code: "ERR_API_223",
        status_code: 400,
        msg: "ip_policy_id names an IP policy that does not exist",
        details: { operation_id: "op_1", field: "ip_policy_id" },
      }),
      now: Date.now(),
      redactor: new Redactor([]),
    } satisfies ErrorAnswer);
    const message = explainFailure(err, { apiUrl: `http://127.0.0.1/${big}`, retryTimeoutSeconds: 300 });
    expect(message).toMatch(/now "http:\/\/127\.0\.0\.1\/z{83}…" \(102,417 characters\)/);
    expect(message.length).toBeLessThan(1_000);
  });

  it("a secret quoted cut is masked whole: the redactor knows the part a message quotes", async () => {
    // A function's arguments are scrubbed from its errors (provider/host/native.ts); a long one is quoted cut.
    const secret = `s3cr3t-${"0123456789".repeat(20)}`;
    const failed = shielded([secret], async () => {
      throw new Error(`getTunnels: region ${quoteValue(secret)} is not one the service has`);
    });
    const message = await failed.then(
      () => "",
      (e: Error) => e.message,
    );
    expect(message).toBe('getTunnels: region "[redacted]…" (207 characters) is not one the service has');
    expect(message).not.toContain("0123456789");
  });
});
