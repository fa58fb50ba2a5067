import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT, TMP_ROOT } from "../../harness";
import type { ExampleSource } from "../../scripts/examples/sources";

/**
 * A copy of the go-examples/ module under .tmp (its go.mod, the SDK's `replace` made absolute, and its go.sum)
 * with each rendered example's main.go, unmodified, as the package `./examples/<name>`. Resolves with the
 * module's folder; `go build` or `go vet` of those packages runs there (toolchain.ts `goCommand`).
 */
export function goExamplesModule(examples: ExampleSource[]): string {
  mkdirSync(TMP_ROOT, { recursive: true });
  const module = mkdtempSync(path.join(TMP_ROOT, "go-examples-"));
  const goMod = readFileSync(path.join(REPO_ROOT, "test", "sdks", "go-examples", "go.mod"), "utf8").replace(
    "=> ../../../sdk/go",
    `=> ${path.join(REPO_ROOT, "sdk", "go")}`,
  );
  writeFileSync(path.join(module, "go.mod"), goMod);
  copyFileSync(path.join(REPO_ROOT, "test", "sdks", "go-examples", "go.sum"), path.join(module, "go.sum"));
  for (const e of examples) {
    mkdirSync(path.join(module, "examples", e.name), { recursive: true });
    copyFileSync(
      path.join(REPO_ROOT, e.out, "go", "main.go"),
      path.join(module, "examples", e.name, "main.go"),
    );
  }
  return module;
}
