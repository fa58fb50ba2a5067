import { execFile } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The Go SDK's module path, as the release's module proxy serves it. */
export const GO_SDK_MODULE = "github.com/pulumi-tunnels/pulumi-tunnels/sdk/go";

/**
 * Go keeps a module version it has once downloaded and never asks for it again, so a release of the same version
 * built before this one (an earlier run) would be used in place of the folder's. This removes this SDK's
 * `v<version>` from Go's module cache when the cache's zip is not the release's (a new machine has none), and
 * leaves it when it is, so that test files installing from one release folder side by side share it.
 */
export async function forgetStaleGoSdk(releaseFolder: string, version: string): Promise<void> {
  const { stdout } = await run("go", ["env", "GOMODCACHE"]);
  const cache = stdout.trim();
  const escaped = GO_SDK_MODULE.replace(/[A-Z]/g, (c) => `!${c.toLowerCase()}`);
  const zip = (root: string) => path.join(root, escaped, "@v", `v${version}.zip`);
  const cached = zip(path.join(cache, "cache", "download"));
  const released = zip(path.join(releaseFolder, "go-proxy"));
  if (existsSync(cached) && existsSync(released) && readFileSync(cached).equals(readFileSync(released)))
    return;
  for (const dir of [
    path.join(cache, "cache", "download", escaped),
    path.join(cache, `${escaped}@v${version}`),
  ]) {
    if (!existsSync(dir)) continue;
    await run("chmod", ["-R", "u+w", dir]);
    rmSync(dir, { recursive: true, force: true });
  }
}
