import http2 from "node:http2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isSecret, makeSecret, usePluginWithServer } from "../../harness";

/**
 * Requests no engine sends, each answered at once with a clear refusal, and the plugin answering the next
 * request: bytes whose framing is broken (a length of 2³¹, a length past the end, a string length of 2³² at
 * any depth: google-protobuf's decoder would read that many bytes and spin), names a prototype lends
 * (`constructor`, `__proto__`, `toString`) as classes, members, functions and settings, and settings of the
 * wrong type.
 */
const local = usePluginWithServer(["--logtostderr", "-v=1", "127.0.0.1:1"], { beforeAll, afterAll });

/** A gRPC message frame: not compressed, then the length the frame claims, then the bytes. */
const frame = (claimed: number, body: number[]) => {
  const head = Buffer.alloc(5);
  head.writeUInt32BE(claimed >>> 0, 1);
  return Buffer.concat([head, Buffer.from(body)]);
};
const framed = (body: number[]) => frame(body.length, body);

/** Sends one raw frame to a method over HTTP/2 and resolves with the gRPC status, or "no answer" after 5 s. */
function rawCall(method: string, bytes: Buffer): Promise<string> {
  return new Promise((resolve) => {
    const session = http2.connect(`http://${local.plugin.address}`);
    let status = "no answer";
    const done = () => {
      clearTimeout(timer);
      session.close();
      resolve(status);
    };
    const timer = setTimeout(() => {
      session.destroy();
      resolve(status);
    }, 5_000);
    session.on("error", done);
    const req = session.request({
      ":method": "POST",
      ":path": `/pulumirpc.ResourceProvider/${method}`,
      "content-type": "application/grpc",
      te: "trailers",
    });
    const take = (headers: http2.IncomingHttpHeaders) => {
      if (headers["grpc-status"] !== undefined) status = String(headers["grpc-status"]);
    };
    req.on("response", take);
    req.on("trailers", take);
    req.on("end", done);
    req.on("error", done);
    req.resume();
    req.end(bytes);
  });
}

/** A string field of 2³² - 1 bytes: tag (field 1, wire type 2), then the length as a varint. */
const HUGE_STRING = [0x0a, 0xff, 0xff, 0xff, 0xff, 0x0f];

describe("broken framing is refused at once, and the plugin answers the next request", () => {
  const cases: Record<string, Buffer> = {
    "a frame claiming 2³¹ bytes": frame(2 ** 31, [1, 2, 3]),
    "a frame claiming more than it carries": frame(100, [0x0a, 0x01, 0x61]),
    "a string length of 2³² in the request": framed(HUGE_STRING),
    "a string length of 2³² inside a Struct": framed([0x12, HUGE_STRING.length, ...HUGE_STRING]),
    "a string length of 2³² three messages deep": framed([0x12, 10, 0x0a, 8, 0x12, 6, ...HUGE_STRING]),
    "a field of an unknown wire type": framed([0x0f, 0x0f, 0x0f, 0x0f]),
    "a varint that never ends": framed([0x08, 0xff, 0xff, 0xff]),
  };
  for (const [what, bytes] of Object.entries(cases))
    it(what, async () => {
      for (const method of ["Check", "Create", "Invoke", "GetPluginInfo"]) {
        const started = Date.now();
        const status = await rawCall(method, bytes);
        expect({ method, status }).not.toEqual({ method, status: "no answer" });
        // GetPluginInfo's request is empty: it skips what it does not know, whole, and may answer.
        if (method !== "GetPluginInfo") expect({ method, status }).not.toEqual({ method, status: "0" });
        expect(Date.now() - started).toBeLessThan(2_000);
      }
      expect(await local.plugin.getPluginInfo()).toMatch(/^\d+\.\d+\.\d+/);
    });

  it("logs each refusal at -v=1, naming the method", () => {
    expect(local.plugin.stderr.join("\n")).toMatch(
      /refused a check request: a field at byte \d+ claims 4294967295 bytes/,
    );
  });
});

const PROTOTYPE_KEYS = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"];

describe("names a prototype lends are unknown names, never a crash", () => {
  it("as a class: every resource RPC says the package has no such class", async () => {
    for (const name of PROTOTYPE_KEYS) {
      const calls = [
        local.plugin.check(name, {}, {}),
        local.plugin.create(name, {}),
        local.plugin.read(name, "x", {}, {}),
        local.plugin.diff({ className: name, id: "x", olds: {}, oldInputs: {}, news: {} }),
        local.plugin.update({ className: name, id: "x", olds: {}, oldInputs: {}, news: {} }),
        local.plugin.delete(name, "x", {}),
      ];
      for (const call of calls) {
        const err = await call.then(
          () => new Error("answered"),
          (e: Error) => e,
        );
        expect(err.message).toContain(`has no resource class ${name}`);
        expect(err.message).not.toMatch(/Cannot read properties|is not a function|undefined/);
      }
    }
  });

  it("as a function token", async () => {
    for (const name of PROTOTYPE_KEYS)
      await expect(local.plugin.invoke(`tunnels:index:${name}`, {})).rejects.toThrow(
        `tunnels has no function tunnels:index:${name}`,
      );
  });

  it("as a member: a check failure naming it, as for any unknown member", async () => {
    // `__proto__` never arrives: google-protobuf's map of a Struct drops that key as it decodes.
    for (const name of PROTOTYPE_KEYS.filter((k) => k !== "__proto__")) {
      const { failures } = await local.plugin.check("IpPolicy", {}, { description: "d", [name]: "x" });
      expect(failures.map((f) => f.property)).toContain(name);
    }
  });

  it("as a setting: not a setting, and no setting read from the prototype", async () => {
    for (const name of PROTOTYPE_KEYS) {
      const failures = await local.plugin.checkConfig({ apiUrl: local.server.url, apiKey: "k", [name]: "x" });
      expect(failures).toEqual([]);
    }
    const failures = await local.plugin.checkConfig({ [PROTOTYPE_KEYS[0]]: "x" });
    expect(failures.map((f) => f.property)).toEqual(["apiUrl", "apiKey"]);
  });
});

describe("settings of the wrong type fail CheckConfig, naming the setting", () => {
  it("an API key given as a number, an object or a list; seconds as a list; a flag as an object", async () => {
    const base = { apiUrl: local.server.url };
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ apiKey: 12345 }, "apiKey", /tunnels:apiKey must be text, not a number/],
      [{ apiKey: { token: "t" } }, "apiKey", /tunnels:apiKey must be text, not an object/],
      [{ apiKey: ["t"] }, "apiKey", /tunnels:apiKey must be text, not a list/],
      [{ apiKey: "k", retryTimeoutSeconds: [5] }, "retryTimeoutSeconds", /must be a number, not a list/],
      [{ apiKey: "k", coalesceReads: { on: true } }, "coalesceReads", /must be true or false, not an object/],
    ];
    for (const [given, property, reason] of cases) {
      const failures = await local.plugin.checkConfig({ ...base, ...given } as never);
      expect(failures).toHaveLength(1);
      expect(failures[0].property).toBe(property);
      expect(failures[0].reason).toMatch(reason);
      expect(failures[0].reason).not.toContain("12345");
    }
  });

  it("typed values of the right type pass: seconds as a number, a flag as a boolean", async () => {
    const failures = await local.plugin.checkConfig({
      apiUrl: local.server.url,
      apiKey: "k",
      retryTimeoutSeconds: 30,
      requestsPerMinute: 60,
      coalesceReads: false,
    });
    expect(failures).toEqual([]);
  });

  it("answers the API key wrapped secret, however it was given, so the engine keeps it secret in state", async () => {
    for (const apiKey of ["plain-key-123", makeSecret("secret-key-123")]) {
      const { inputs } = await local.plugin.checkConfigAnswer({ apiUrl: local.server.url, apiKey });
      expect(isSecret(inputs.apiKey)).toBe(true);
      expect(isSecret(inputs.apiUrl)).toBe(false);
    }
  });
});
