import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT, TMP_ROOT } from "../../harness";
import type { ExampleSource } from "../../scripts/examples/sources";
import { joinedSources } from "./joined-sources";

const TEMPLATE = path.join(REPO_ROOT, "test", "sdks", "go-examples");
const goProgram = (e: ExampleSource) => path.join(REPO_ROOT, e.out, "go", "main.go");

/** A copy of the go-examples/ module under .tmp: its go.mod, the SDK's `replace` made absolute, and its go.sum. */
function moduleCopy(): { module: string; modulePath: string } {
  mkdirSync(TMP_ROOT, { recursive: true });
  const module = mkdtempSync(path.join(TMP_ROOT, "go-examples-"));
  const goMod = readFileSync(path.join(TEMPLATE, "go.mod"), "utf8").replace(
    "=> ../../../sdk/go",
    `=> ${path.join(REPO_ROOT, "sdk", "go")}`,
  );
  writeFileSync(path.join(module, "go.mod"), goMod);
  copyFileSync(path.join(TEMPLATE, "go.sum"), path.join(module, "go.sum"));
  return { module, modulePath: (/^module (\S+)$/m.exec(goMod) ?? [])[1] ?? "" };
}

/**
 * The go-examples module with each rendered example's main.go, unmodified, as the main package
 * `./examples/<name>`. Resolves with the module's folder; `go vet` of those packages runs there (toolchain.ts
 * `goCommand`): class-examples-compile checks the class examples this way.
 */
export function goExamplesModule(examples: ExampleSource[]): string {
  const { module } = moduleCopy();
  for (const e of examples) {
    mkdirSync(path.join(module, "examples", e.name), { recursive: true });
    copyFileSync(goProgram(e), path.join(module, "examples", e.name, "main.go"));
  }
  return module;
}

/**
 * Each example's package beside its program: what `pulumi.Run` is called with, kept instead of run, so that the
 * joined main runs it with the others in one `pulumi.Run`.
 */
const CAPTURE = (pkg: string) => `package ${pkg}

import "github.com/pulumi/pulumi/sdk/v3/go/pulumi"

// Program is the function the example's Main passes to pulumi.Run (rewritten to run).
var Program pulumi.RunFunc

func run(program pulumi.RunFunc, _ ...pulumi.RunOption) { Program = program }
`;

/**
 * The go-examples module with every rendered example in one program (one binary, one stack): each example's
 * main.go in a package of its own, `./examples/<pkg>`, with three rewrites (joined-sources.ts), each made once:
 * `package main` → `package <pkg>`, `func main()` → `func Main()` (so it can be called), `pulumi.Run(` → `run(`
 * (its program kept, not run), beside a file of the test's that keeps it; and the module's main.go, which calls
 * every example's Main, then runs each program in turn in one `pulumi.Run`, an error naming its example. Resolves
 * with the module's folder; `go build .` there links the binary.
 */
export function goJoinedModule(examples: ExampleSource[]): string {
  const { module, modulePath } = moduleCopy();
  const joined = joinedSources(examples, goProgram, (pkg) => [
    ["package main\n", `package ${pkg}\n`],
    ["func main() {", "func Main() {"],
    ["pulumi.Run(", "run("],
  ]);
  for (const { pkg, source } of joined) {
    const dir = path.join(module, "examples", pkg);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "main.go"), source);
    writeFileSync(path.join(dir, "program.go"), CAPTURE(pkg));
  }
  const imports = joined.map(({ pkg }) => `\t"${modulePath}/examples/${pkg}"\n`).join("");
  const mains = joined.map(({ pkg }) => `\t${pkg}.Main()\n`).join("");
  const programs = joined.map(({ example, pkg }) => `\t\t{"${example.name}", ${pkg}.Program},\n`).join("");
  writeFileSync(
    path.join(module, "main.go"),
    `// Every rendered example's program in one pulumi.Run (test/sdks/go-examples-module.ts writes this file).
package main

import (
	"fmt"

${imports}
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
${mains}	programs := []struct {
		example string
		program pulumi.RunFunc
	}{
${programs}\t}
	pulumi.Run(func(ctx *pulumi.Context) error {
		for _, p := range programs {
			if p.program == nil {
				return fmt.Errorf("%s: its main called no pulumi.Run", p.example)
			}
			if err := p.program(ctx); err != nil {
				return fmt.Errorf("%s: %w", p.example, err)
			}
		}
		return nil
	})
}
`,
  );
  return module;
}
