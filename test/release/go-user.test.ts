import { chmodSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { forgetStaleGoSdk, GO_SDK_MODULE as SDK, PACKAGE_VERSION as VERSION, REPO_ROOT } from "../../harness";

import { copyProgram, docBlock, itRunsTheUserProgram, run, useUserRelease } from "./user";

/**
 * The Go SDK as a user with no clone gets it: a module made only by `go mod init`, `go get <sdk>@v<version>`
 * through the release's module proxy on disk, and `go mod tidy` (the README's lines, no require or replace added
 * by hand), around the SDK test's program (test/sdks/go), run through the Automation API with the plugin
 * downloaded by the CLI from the release.
 */
const user = useUserRelease("go");
let binary = "";

/** Go's environment for the README's lines: the checksum database is out of reach here, as for the repository's builds. */
async function goEnv(): Promise<NodeJS.ProcessEnv> {
  const { stdout } = await run("go", ["env", "GOPROXY"]);
  return {
    ...process.env,
    GOPROXY: `file://${path.join(user.folder, "go-proxy")},${stdout.trim()}`,
    GOSUMDB: "off",
    GOFLAGS: "-mod=mod",
  };
}

beforeAll(async () => {
  const module = path.join(user.scratch, "program");
  mkdirSync(module);
  await forgetStaleGoSdk(user.folder, VERSION);
  const env = await goEnv();
  const lines = docBlock("README.md", "Go programs", "sh", {
    "<release folder>": user.folder,
    "<version>": VERSION,
  })
    .split("\n")
    .filter((line) => line.startsWith("go "));
  expect(lines).toEqual([`go mod init example.com/edge`, `go get ${SDK}@v${VERSION}`, "go mod tidy"]);
  const go = (args: string[]) => run("go", args, { cwd: module, env, maxBuffer: 16 * 1024 * 1024 });
  await go(lines[0].split(" ").slice(1));
  copyProgram("go", ["main.go", "program.go"], module);
  for (const line of lines.slice(1)) await go(line.split(" ").slice(1));
  binary = path.join(user.scratch, "edge");
  await go(["build", "-trimpath", "-o", binary, "."]);
  chmodSync(binary, 0o755);
}, 1_200_000);

describe("the Go SDK from the release's module proxy, the plugin fetched by the CLI", {
  timeout: 900_000,
}, () => {
  it("resolves the SDK by its version, with the sdk/v3 the SDK's go.mod requires", () => {
    const goMod = readFileSync(path.join(user.scratch, "program", "go.mod"), "utf8");
    expect(goMod).toMatch(new RegExp(`^\\s*${SDK} v${VERSION.replace(/\./g, "\\.")}$`, "m"));
    expect(goMod).not.toMatch(/^replace /m);
    const sdkGoMod = readFileSync(path.join(REPO_ROOT, "sdk", "go", "go.mod"), "utf8");
    const sdkV3 = /github\.com\/pulumi\/pulumi\/sdk\/v3 (v\S+)/.exec(sdkGoMod)?.[1];
    expect(goMod).toContain(`github.com/pulumi/pulumi/sdk/v3 ${sdkV3}`);
  });

  itRunsTheUserProgram("go", user, () => ({ project: "sdk-go", command: binary, args: [] }));
});
