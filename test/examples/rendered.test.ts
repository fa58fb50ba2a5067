import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLASS_EXAMPLES } from "../../scripts/examples/classes";
import { CORRECTIONS, correctPrograms, PROGRAM_FILES } from "../../scripts/examples/corrections";
import { programFacts } from "../../scripts/examples/model-facts";
import { renderExamples } from "../../scripts/examples/render";
import { EXAMPLES, type ExampleSource, RENDERED } from "../../scripts/examples/sources";

/**
 * Every example's languages, and every class example's (examples/classes/, the schema's descriptions), are what
 * the YAML program renders to now (scripts/examples/): the real CLI's `pulumi convert --from yaml --language
 * pcl` with the YAML converter, then Pulumi's and pulumi-java's program generators, then the corrections of their
 * known bugs (scripts/examples/corrections.ts). A stale file, a file edited by hand, a file missing or left over
 * fails here; so does a correction the generators no longer need. One render for all: its PULUMI_HOME caches the
 * schema once.
 */
const root = join(__dirname, "../..");
const ALL = [...EXAMPLES, ...CLASS_EXAMPLES];
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
/** The README an example's YAML folder gets when it is not the example's own (scripts/examples/projects.ts). */
const yamlReadme = (base: string, e: ExampleSource) =>
  EXAMPLES.includes(e) && e.source !== e.out ? [join(base, e.source, "README.md")] : [];
/** Every rendered file of every example under a root, by its path from there, with its text. */
const renderedUnder = (base: string) =>
  new Map(
    ALL.flatMap((e) => [...RENDERED.flatMap((l) => files(join(base, e.out, l))), ...yamlReadme(base, e)])
      .map((f): [string, string] => [relative(base, f), readFileSync(f, "utf8")])
      .sort(([a], [b]) => a.localeCompare(b)),
  );

let fresh: string;
/** Each example's Go and Java programs as their generators wrote them, before the corrections. */
const raw = new Map<string, Record<keyof typeof PROGRAM_FILES, string>>();
beforeAll(() => {
  fresh = mkdtempSync(join(tmpdir(), "tunnels-rendered-"));
  // One render: the generators' output read as it is, then corrected as `npm run gen-examples` corrects it.
  renderExamples(root, fresh, ALL, { correct: false });
  for (const e of ALL) {
    const read = (file: string) => readFileSync(join(fresh, e.out, file), "utf8");
    raw.set(e.name, { go: read(PROGRAM_FILES.go), java: read(PROGRAM_FILES.java) });
    correctPrograms(root, e, join(fresh, e.out));
  }
}, 300_000);
afterAll(() => rmSync(fresh, { recursive: true, force: true }));

describe("the examples rendered from YAML, examples/<name>/<language>/ and examples/classes/<Class>/<language>/", () => {
  it("are what their YAML programs render to now (regenerate with `npm run gen-examples`)", () => {
    const now = renderedUnder(fresh);
    const committed = renderedUnder(root);
    expect([...committed.keys()], "the rendered files: run `npm run gen-examples` and commit them").toEqual([
      ...now.keys(),
    ]);
    for (const [file, text] of now)
      expect(
        committed.get(file) === text,
        `${file} is stale or was edited: run \`npm run gen-examples\``,
      ).toBe(true);
  });

  it("declare every resource of the YAML program, in each language's spelling of its class", () => {
    for (const e of ALL) {
      const yaml = readFileSync(join(root, e.source, "Pulumi.yaml"), "utf8");
      const classes = [...new Set([...yaml.matchAll(/type: tunnels:index:(\w+)/g)].map((m) => m[1]))];
      expect(classes.length, e.name).toBeGreaterThan(0);
      const program = (language: string) =>
        files(join(root, e.out, language))
          .map((f) => readFileSync(f, "utf8"))
          .join("\n");
      for (const c of classes) {
        expect(program("typescript"), `${e.name} typescript`).toContain(`new tunnels.${c}(`);
        expect(program("python"), `${e.name} python`).toContain(`tunnels.${c}(`);
        expect(program("go"), `${e.name} go`).toContain(`tunnels.New${c}(ctx`);
        expect(program("java"), `${e.name} java`).toContain(`new ${c}(`);
      }
      // pulumi-java 1.22.0 imports object types and functions from `com.pulumi.tunnels`; correct-java.ts corrects it.
      expect(program("java"), e.name).not.toMatch(/import com\.pulumi\.tunnels\./);
    }
  });

  it("need each correction: every one still changes some program as its generator writes it", () => {
    for (const [language, corrections] of Object.entries(CORRECTIONS))
      for (const c of corrections) {
        const changed = ALL.filter((e) => {
          const text = raw.get(e.name)![language as keyof typeof PROGRAM_FILES];
          return c.correct(text, programFacts(root, e)) !== text;
        });
        expect(changed.length, `${language}: ${c.bug}: no longer needed, drop it`).toBeGreaterThan(0);
      }
  });
});
