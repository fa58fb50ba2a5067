import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fillPlaceholders, readDocPage, unknownPlaceholders } from "../../harness";

/**
 * How the executed-docs test reads a page (harness/docs/doc-blocks.ts, docs/development/executed-docs.md): which
 * block runs, which is a file, which is skipped and why, and what it refuses with the page and line.
 */
const root = mkdtempSync(path.join(tmpdir(), "tunnels-doc-blocks-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function page(text: string): ReturnType<typeof readDocPage> {
  mkdirSync(path.join(root, "docs"), { recursive: true });
  writeFileSync(path.join(root, "docs", "page.md"), text);
  return readDocPage(root, "docs/page.md");
}

const fence = "```";

describe("a page's blocks and markers", () => {
  it("runs shell blocks, writes file blocks, skips with the reason, and reads the page's markers", () => {
    const read = page(
      [
        "<!-- docs-test: after docs/first.md -->",
        "<!-- docs-test: free port 4040 -->",
        `${fence}sh`,
        "echo one",
        fence,
        "",
        "<!-- docs-test: file Pulumi.yaml -->",
        "",
        `${fence}yaml`,
        "name: edge",
        fence,
        "1. In a list:",
        "   <!-- docs-test: new story -->",
        "   <!-- docs-test: exit 7 -->",
        `   ${fence}bash`,
        "   pulumi preview --expect-no-changes",
        `   ${fence}`,
        "<!-- docs-test: skip (output) -->",
        `${fence}`,
        "Resources: 2",
        fence,
      ].join("\n"),
    );
    expect(read.problems).toEqual([]);
    expect(read.after).toBe("docs/first.md");
    expect(read.freePorts).toEqual([4040]);
    expect(read.blocks.map((b) => [b.line, b.lang, b.action, b.newStory, b.text])).toEqual([
      [3, "sh", { kind: "run", exit: 0 }, false, "echo one\n"],
      [9, "yaml", { kind: "file", path: "Pulumi.yaml" }, false, "name: edge\n"],
      [15, "bash", { kind: "run", exit: 7 }, true, "pulumi preview --expect-no-changes\n"],
      [19, "", { kind: "skip", reason: "output" }, false, "Resources: 2\n"],
    ]);
  });

  it("refuses an unmarked block that is no shell, naming its page, line and the markers it could take", () => {
    const read = page([`${fence}ts`, "new HttpsEdge()", fence, "", fence, "output", fence].join("\n"));
    expect(read.problems).toEqual([
      expect.stringMatching(
        /^docs\/page\.md:1: a ```ts block must be marked on the line before it: .*file <path>.*skip/,
      ),
      expect.stringMatching(/^docs\/page\.md:5: a ```\(no language\) block must be marked/),
    ]);
  });

  it("refuses a marker it does not know, one with no reason, one before no block, and `exit` on a file", () => {
    const read = page(
      [
        "<!-- docs-test: ignore -->",
        "<!-- docs-test: skip () -->",
        `${fence}sh`,
        "true",
        fence,
        "<!-- docs-test: skip (nothing follows) -->",
        "Some prose.",
        "<!-- docs-test: file a.yaml -->",
        "<!-- docs-test: exit 1 -->",
        `${fence}yaml`,
        "a: 1",
        fence,
      ].join("\n"),
    );
    expect(read.problems).toEqual([
      "docs/page.md:1: `ignore` is no docs-test marker (docs/development/executed-docs.md)",
      "docs/page.md:2: `skip ()` is no docs-test marker (docs/development/executed-docs.md)",
      "docs/page.md:6: the marker `skip` is not on the line before a fence",
      "docs/page.md:10: `exit <n>` is for a shell block that runs (```sh, ```bash, ```shell)",
    ]);
  });
});

describe("a part of a file written above it", () => {
  const program = [
    "<!-- docs-test: file Pulumi.yaml -->",
    `${fence}yaml`,
    "resources:",
    "  site:",
    "    type: tunnels:index:HttpsEdge",
    "  app:",
    "    type: tunnels:index:HttpsEdgeRoute",
    fence,
  ];
  const part = (...lines: string[]) => [
    "<!-- docs-test: part of Pulumi.yaml -->",
    `${fence}yaml`,
    ...lines,
    fence,
  ];

  it("is checked to be in the last file of that name above it, its lines together and in order", () => {
    const read = page([...program, ...part("  app:", "    type: tunnels:index:HttpsEdgeRoute")].join("\n"));
    expect(read.problems).toEqual([]);
    expect(read.blocks[1].action).toEqual({ kind: "part", path: "Pulumi.yaml" });
  });

  it("is refused when the file has it otherwise, names no file above it, or is also skipped", () => {
    const read = page(
      [
        ...part("a: 1"),
        ...program,
        // Indented otherwise than in the file: copied into it, it would mean something else.
        ...part("app:", "  type: tunnels:index:HttpsEdgeRoute"),
        // Each line is in the file, but not these two together.
        ...part("  site:", "  app:"),
        "<!-- docs-test: skip (output) -->",
        ...part("  app:"),
      ].join("\n"),
    );
    expect(read.problems).toEqual([
      "docs/page.md:25: a block is one of skipped, a file or a part of one, not several",
      "docs/page.md:2: no block above it is written as Pulumi.yaml (`file Pulumi.yaml`)",
      expect.stringMatching(
        /^docs\/page\.md:14: this part is not in Pulumi\.yaml as written at line 6: change both/,
      ),
      expect.stringMatching(/^docs\/page\.md:19: this part is not in Pulumi\.yaml as written at line 6/),
    ]);
  });
});

describe("placeholders", () => {
  const values = { version: "1.2.3", releaseFolder: "/r", apiUrl: "http://127.0.0.1:9", token: "tok" };

  it("are filled in, free ports too, but not in XML, whose tags they are", () => {
    const shell =
      "pip install --find-links <release folder> x==<version>\nconfig set <token> https://api.example.com\n";
    expect(fillPlaceholders(shell, "sh", values, new Map())).toBe(
      "pip install --find-links /r x==1.2.3\nconfig set tok http://127.0.0.1:9\n",
    );
    expect(fillPlaceholders("serve --port 4040 # not 40400\n", "sh", values, new Map([[4040, 5151]]))).toBe(
      "serve --port 5151 # not 40400\n",
    );
    expect(fillPlaceholders("<version>0.4.0</version>", "xml", values, new Map())).toBe(
      "<version>0.4.0</version>",
    );
  });

  it("that the test does not know are named in shell and YAML, not in code", () => {
    expect(unknownPlaceholders("export KEY=<your key>\ncat <<EOF\n", "sh")).toEqual(["<your key>"]);
    expect(unknownPlaceholders("apiUrl: <url>\n", "yaml")).toEqual(["<url>"]);
    expect(unknownPlaceholders("const x: pulumi.Output<string> = y;\n", "ts")).toEqual([]);
  });
});
