import { describe, expect, it } from "vitest";
import { parseAnalyzerArgs, startedAsAnalyzer } from "../../plugin/analyzer-args";

/** The command line CLI 3.248 starts a pack's analyzer with (`NewPolicyAnalyzer`), and the name it dispatches on. */
describe("the analyzer's command line", () => {
  it("takes the engine address and the pack's folder, after the CLI's log options", () => {
    expect(parseAnalyzerArgs(["127.0.0.1:4000", "."])).toEqual({
      engineAddress: "127.0.0.1:4000",
      packFolder: ".",
      options: {},
    });
    expect(
      parseAnalyzerArgs(["--logtostderr", "-v=9", "--tracing", "t:1", "127.0.0.1:4000", "."]).engineAddress,
    ).toBe("127.0.0.1:4000");
  });

  it("refuses a runtime option, since the pack takes none, and a missing folder, saying the usage", () => {
    expect(() => parseAnalyzerArgs(["127.0.0.1:4000", ".", "-foo=bar"])).toThrow(
      /unknown runtime option foo/,
    );
    expect(() => parseAnalyzerArgs(["127.0.0.1:4000", ".", "foo"])).toThrow(/is not -<option>=<value>/);
    expect(() => parseAnalyzerArgs(["127.0.0.1:4000"])).toThrow(/the pack's folder are required/);
  });

  it("is the analyzer under its name, from the executable or the script, never as the resource plugin", () => {
    expect(startedAsAnalyzer("/x/analyzer-policy-tunnels-v1/pulumi-analyzer-policy-tunnels", undefined)).toBe(
      true,
    );
    expect(startedAsAnalyzer("/usr/bin/node", "/repo/plugin/bin/pulumi-analyzer-policy-tunnels")).toBe(true);
    expect(startedAsAnalyzer("C:\\p\\pulumi-analyzer-policy-tunnels.exe", undefined)).toBe(true);
    expect(startedAsAnalyzer("/usr/bin/node", "/repo/plugin/bin/pulumi-resource-tunnels")).toBe(false);
  });
});
