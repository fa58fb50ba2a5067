/**
 * A program written with this repository's generated Python or Go SDK, made runnable by the real CLI through
 * `CliProject` (cli.ts): Python's through drivers/cli/python-host.py with the interpreter of the SDK's environment
 * (scripts/python-sdk-env.sh, which `npm test` runs first: sdk/python installed with pip), Go's compiled with
 * sdk/go into a binary that drivers/cli/binary-host.js starts as Pulumi's Go host would. What the upgrade test
 * (harness/record/redeploy.ts) runs a recorded Python or Go program with: the user's program, today's SDK.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { REPO_ROOT, TMP_ROOT } from "../engine/pack";
import { once, printedDir } from "./cli";

const run = promisify(execFile);

/** The Python interpreter of the SDK's environment; fails with how to make it when it is not made. */
export const pythonSdkInterpreter = once(() => {
  const dir = printedDir("python-sdk-env.sh");
  if (!existsSync(path.join(dir, ".complete")))
    throw new Error(
      `the Python SDK's environment is not made in ${dir}: run scripts/python-sdk-env.sh (npm test does)`,
    );
  return path.join(dir, "bin", "python");
});

/**
 * The Go module a program is built in: the SDK test module's go.mod and go.sum (test/sdks/go: sdk/v3 at the CLI's
 * release, every hash pinned, sdk/go by `replace`, here made absolute), so nothing is downloaded and the packages
 * the SDK tests compiled come from Go's build cache.
 */
const TEST_MODULE = path.join(REPO_ROOT, "test", "sdks", "go");

/**
 * `main` for a program file that defines `program(ctx *pulumi.Context) error` (as the SDK tests' program.go
 * does): what a Go user's main.go is, `pulumi.Run` of the program.
 */
const GO_MAIN = `package main

import "github.com/pulumi/pulumi/sdk/v3/go/pulumi"

func main() { pulumi.Run(program) }
`;

const built = new Map<string, Promise<string>>();

/** The Go program `source` (package main, with its `program` function) built with sdk/go; once per source. */
export function goProgramBinary(source: string): Promise<string> {
  const key = createHash("sha256").update(source).digest("hex");
  let binary = built.get(key);
  if (!binary) {
    binary = buildGo(source);
    built.set(key, binary);
  }
  return binary;
}

async function buildGo(source: string): Promise<string> {
  mkdirSync(TMP_ROOT, { recursive: true });
  const module = mkdtempSync(path.join(TMP_ROOT, "go-program-"));
  const goMod = readFileSync(path.join(TEST_MODULE, "go.mod"), "utf8");
  const replaced = goMod.replace("=> ../../../sdk/go", `=> ${path.join(REPO_ROOT, "sdk", "go")}`);
  if (replaced === goMod)
    throw new Error(`${TEST_MODULE}/go.mod no longer replaces sdk/go with ../../../sdk/go`);
  writeFileSync(path.join(module, "go.mod"), replaced);
  writeFileSync(path.join(module, "go.sum"), readFileSync(path.join(TEST_MODULE, "go.sum")));
  writeFileSync(path.join(module, "program.go"), source);
  writeFileSync(path.join(module, "main.go"), GO_MAIN);
  const binary = path.join(module, "program");
  // The CLI's build flag: packages the CLI's and the SDK tests' builds compiled come from Go's build cache.
  await run("go", ["build", "-trimpath", "-o", binary, "."], {
    cwd: module,
    env: { ...process.env, GOFLAGS: "-mod=readonly", GOSUMDB: "off" },
    maxBuffer: 16 * 1024 * 1024,
  }).catch((e: { stderr?: string }) => {
    throw new Error(`the Go program does not build with sdk/go:\n${e.stderr ?? e}`);
  });
  return binary;
}
