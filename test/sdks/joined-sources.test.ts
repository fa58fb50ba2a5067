import { describe, expect, it } from "vitest";
import { packageOf, rewriteOnce } from "./joined-sources";

/**
 * The rewrites that join the rendered examples into one program per language (go-examples, java-examples) are
 * made once or refused: a generator that writes the text twice, or not at all, fails the run naming the file.
 */
describe("joined-sources: one rewrite, exactly once", () => {
  it("replaces the one occurrence, taking `to` literally", () => {
    expect(
      rewriteOnce("package main\nfunc main() {}\n", "a/main.go", ["package main\n", "package $&x\n"]),
    ).toBe("package $&x\nfunc main() {}\n");
  });

  it("refuses a text that is not there, or there twice, naming the file and the text", () => {
    expect(() => rewriteOnce("package app\n", "a/main.go", ["package main\n", "package a\n"])).toThrow(
      /a\/main\.go holds `package main\n` 0 times, not once/,
    );
    expect(() => rewriteOnce("pulumi.Run(a)\npulumi.Run(b)\n", "b/main.go", ["pulumi.Run(", "run("])).toThrow(
      /b\/main\.go holds `pulumi\.Run\(` 2 times, not once: the generator changed/,
    );
  });

  it("names each example's package as Go and Java accept it", () => {
    const pkg = (name: string) => packageOf({ name, source: "", out: "" });
    expect(["https-edge", "event-destinations", "yaml"].map(pkg)).toEqual([
      "https_edge",
      "event_destinations",
      "yaml",
    ]);
  });
});
