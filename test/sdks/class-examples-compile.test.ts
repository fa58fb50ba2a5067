import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { makeProgramDir, REPO_ROOT, TMP_ROOT } from "../../harness";
import { CLASS_EXAMPLES, classExampleOf } from "../../scripts/examples/classes";
import type { ExampleSource } from "../../scripts/examples/sources";
import { goExamplesModule } from "./go-examples-module";
import { javaExamplesReactor } from "./java-examples-jars";
import { maven } from "./java-project";
import { packedNodejsSdk, tscStrict } from "./nodejs-project";
import { exec, goCommand, scriptOutput } from "./toolchain";

/**
 * Every class example (examples/classes/<Class>/, rendered by `npm run gen-examples` and shown in every SDK's doc
 * comments) compiles against the SDK of its language, unmodified: all of a language in one compiler run.
 * These are not deployed (the five examples are, by the *-examples tests); this is what a user copying one
 * from a doc comment gets. Each run also holds one broken copy, HttpsEdgeRoute's with `match` misspelt: the
 * run must fail naming that copy and nothing else, so each check is seen to refuse a program that does not
 * type-check, at no extra compiler start.
 */
const control = classExampleOf("HttpsEdgeRoute");
const BROKEN = "broken";
const broken: ExampleSource = { ...control, name: BROKEN };

/** The broken copy of the control's program: one replacement, which must apply. */
function misspelt(file: string, from: string | RegExp, to: string): string {
  const source = readFileSync(file, "utf8");
  expect(source).toMatch(from);
  return source.replace(from, to);
}

/**
 * The lines of a compiler's output that report an error: some, each about the broken copy (`at`, its file as the
 * compiler names it), none about a class example.
 */
function expectOnlyBrokenFails(errors: string[], at: string) {
  expect(errors.length, "the broken copy is refused").toBeGreaterThan(0);
  expect(errors.filter((line) => !line.includes(at))).toEqual([]);
}

const fileOf = (e: ExampleSource) => path.basename(e.out);

describe("every class example compiles against its language's SDK", { timeout: 600_000 }, () => {
  it("TypeScript: tsc --strict against the Node.js SDK's tarball, as nodejs-examples installs it", async () => {
    const { dir } = await makeProgramDir({
      tarballs: [packedNodejsSdk()],
      programSource: "",
      project: "classes",
    });
    for (const e of CLASS_EXAMPLES)
      copyFileSync(path.join(REPO_ROOT, e.out, "typescript", "index.ts"), path.join(dir, `${fileOf(e)}.ts`));
    const program = path.join(REPO_ROOT, control.out, "typescript", "index.ts");
    writeFileSync(path.join(dir, `${BROKEN}.ts`), misspelt(program, 'match: "/app"', 'mach: "/app"'));
    const files = [...CLASS_EXAMPLES.map((e) => `${fileOf(e)}.ts`), `${BROKEN}.ts`];
    const result = await tscStrict(dir, files, ["--noEmit"]);
    expect(result.code).toBe(2);
    expectOnlyBrokenFails(
      result.stdout.split("\n").filter((l) => l.includes("error TS")),
      `${BROKEN}.ts(`,
    );
    expect(result.stdout).toMatch(/broken\.ts\(\d+,\d+\): error TS2561: .*'mach' does not exist.*'match'/);
  });

  it("Go: one go vet of every program in the go-examples module", async () => {
    const module = goExamplesModule([...CLASS_EXAMPLES, broken]);
    const program = path.join(module, "examples", BROKEN, "main.go");
    writeFileSync(program, misspelt(program, "\tMatch:", "\tMach:"));
    const packages = [...CLASS_EXAMPLES, broken].map((e) => `./examples/${e.name}`);
    const failed = await goCommand(["vet", ...packages], module).then(
      () => ({ stderr: "" }),
      (e: { stderr: string }) => e,
    );
    expectOnlyBrokenFails(
      failed.stderr.split("\n").filter((l) => /\.go:\d+:\d+: /.test(l)),
      `examples/${BROKEN}/main.go:`,
    );
    expect(failed.stderr).toMatch(/examples\/broken\/main\.go:\d+:\d+: unknown field Mach/);
  });

  it("Java: one Maven run compiling every program against the installed Java SDK", async () => {
    const sdk = JSON.parse(await scriptOutput("java-sdk.sh", "--install"));
    const root = javaExamplesReactor(sdk, [...CLASS_EXAMPLES, broken]);
    const program = path.join(root, BROKEN, "src", "main", "java", "generated_program", "App.java");
    writeFileSync(program, misspelt(program, '.match("/app")', '.mach("/app")'));
    // One Maven reactor, as java-examples builds its jars: javac called once per class in one JVM saved about 2 s of 7
    // when measured, but would need the SDK's class path worked out here. --fail-at-end: the modules do not
    // depend on each other, so Maven compiles every one past the broken one.
    const result = await maven(root, ["-q", "--fail-at-end", "compile"]);
    expect(result.code).not.toBe(0);
    const output = result.stdout + result.stderr;
    expectOnlyBrokenFails(
      output.split("\n").filter((l) => /\.java:\[\d+,\d+\]/.test(l)),
      `/${BROKEN}/src/`,
    );
    expect(output).toMatch(
      /broken\/src\/main\/java\/generated_program\/App\.java:\[\d+,\d+\] cannot find symbol/,
    );
    for (const e of CLASS_EXAMPLES)
      expect(
        existsSync(path.join(root, e.name, "target", "classes", "generated_program", "App.class")),
        e.name,
      ).toBe(true);
  });

  it("Python: mypy --strict against the installed Python SDK", async () => {
    const venv = await scriptOutput("python-sdk-env.sh");
    mkdirSync(TMP_ROOT, { recursive: true });
    const dir = mkdtempSync(path.join(TMP_ROOT, "class-examples-py-"));
    for (const e of CLASS_EXAMPLES)
      copyFileSync(path.join(REPO_ROOT, e.out, "python", "__main__.py"), path.join(dir, `${fileOf(e)}.py`));
    const program = path.join(REPO_ROOT, control.out, "python", "__main__.py");
    writeFileSync(path.join(dir, `${BROKEN}.py`), misspelt(program, 'match="/app"', 'mach="/app"'));
    const files = [...CLASS_EXAMPLES.map((e) => `${fileOf(e)}.py`), `${BROKEN}.py`];
    const mypy = ["-m", "mypy", "--strict", "--cache-dir", path.join(venv, "mypy-cache"), ...files];
    const failed = await exec(path.join(venv, "bin", "python"), mypy, { cwd: dir }).then(
      () => ({ stdout: "" }),
      (e: { stdout: string }) => e,
    );
    expectOnlyBrokenFails(
      failed.stdout.split("\n").filter((l) => l.includes(": error:")),
      `${BROKEN}.py:`,
    );
    expect(failed.stdout).toMatch(/^broken\.py:\d+: error: Unexpected keyword argument "mach"/m);
    expect(failed.stdout).toMatch(/Found \d+ errors? in 1 file \(checked 29 source files\)/);
  });
});
