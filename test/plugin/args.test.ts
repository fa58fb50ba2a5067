import { describe, expect, it } from "vitest";
import { parseArgs } from "../../plugin/args";
import { followInputSecrets, reveal, wrapAt } from "../../plugin/marshal";
import { isSecret, makeSecret } from "../../harness";

describe("the plugin's command line, as the CLI builds it", () => {
  it("takes the flags of logflow and tracing before the engine's address", () => {
    expect(parseArgs(["--logtostderr", "-v=9", "--tracing", "127.0.0.1:7", "127.0.0.1:5000"])).toEqual({
      engineAddress: "127.0.0.1:5000",
      logToStderr: true,
      verbosity: 9,
      tracing: "127.0.0.1:7",
    });
    expect(parseArgs(["127.0.0.1:5000"])).toMatchObject({ engineAddress: "127.0.0.1:5000", verbosity: 0 });
    // PULUMI_DEBUG_PROVIDERS: started by hand, the engine attaches later.
    expect(parseArgs([]).engineAddress).toBeUndefined();
  });

  it("refuses an option it does not know, and a second address, with the usage", () => {
    expect(() => parseArgs(["--verbose"])).toThrow(
      /unknown option --verbose; usage: pulumi-resource-tunnels/,
    );
    expect(() => parseArgs(["a:1", "b:2"])).toThrow(/one engine address expected/);
  });
});

describe("secret wrappers between the engine and the host code", () => {
  it("reveal removes them at any depth; wrapAt puts them at exact paths, list items included", () => {
    const wire = { a: makeSecret("x"), b: [{ c: makeSecret({ d: 1 }) }] };
    expect(reveal(wire)).toEqual({ a: "x", b: [{ c: { d: 1 } }] });
    const wrapped = wrapAt({ a: "x", b: [{ c: 1 }, { c: 2 }] }, [
      ["b", 1, "c"],
      ["missing", "path"],
    ]);
    expect(wrapped).toEqual({ a: "x", b: [{ c: 1 }, { c: makeSecret(2) }] });
  });

  it("followInputSecrets marks outputs whose input was secret: objects member by member, lists whole", () => {
    const outs = followInputSecrets(
      { description: "d", target: { key: "k", name: "n" }, tags: ["a", "b"], other: 1 },
      {
        description: makeSecret("d"),
        target: { key: makeSecret("k"), name: "n" },
        tags: ["a", makeSecret("b")],
      },
    );
    expect(isSecret(outs.description)).toBe(true);
    expect(isSecret(outs.target)).toBe(false);
    expect(isSecret((outs.target as Record<string, unknown>).key)).toBe(true);
    expect(isSecret((outs.target as Record<string, unknown>).name)).toBe(false);
    expect(outs.tags).toEqual(makeSecret(["a", "b"]));
    expect(outs.other).toBe(1);
  });
});
