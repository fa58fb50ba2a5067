/**
 * One version everywhere, from the root package.json: the workspaces `server/` and `plugin/` take it as their own
 * version and as their range on `pulumi-tunnels` (`^<version>`, so npm resolves it to this repository), and the
 * lockfile follows; the YAML programs of PINNED_PROGRAMS name it as the plugin's version. Run by `npm run gen-schema` and `npm run gen-classes` before the schema and the SDKs are
 * written from the same version, so a version bump is one edit of package.json and one `npm run gen-schema`.
 * The release refuses to run while anything disagrees (scripts/release/versions.ts).
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { EXAMPLES } from "./examples/sources";
import { packageRoot } from "./package-root";

export const WORKSPACES = ["server", "plugin"];
/**
 * Programs that name the plugin's version themselves (YAML has no SDK to say it), on a line `version: <v>` of one
 * resource's `options`: the YAML examples, so that each runs copied alone (test/docs/examples-copied.test.ts). The
 * class examples (examples/classes/) are snippets for the reference, not programs to copy.
 */
export const PINNED_PROGRAMS = [
  "examples/gitops-yaml/Pulumi.yaml",
  ...EXAMPLES.map((e) => `${e.source}/Pulumi.yaml`),
];

interface Manifest {
  version: string;
  dependencies?: Record<string, string>;
}

/** Sets each workspace's version and range; returns the files it changed. */
export function syncVersions(repo: string): string[] {
  const { version } = JSON.parse(readFileSync(path.join(repo, "package.json"), "utf8")) as Manifest;
  const changed: string[] = [];
  for (const workspace of WORKSPACES) {
    const file = path.join(repo, workspace, "package.json");
    const text = readFileSync(file, "utf8");
    const manifest = JSON.parse(text) as Manifest;
    manifest.version = version;
    if (manifest.dependencies?.["pulumi-tunnels"]) manifest.dependencies["pulumi-tunnels"] = `^${version}`;
    const updated = `${JSON.stringify(manifest, null, 2)}\n`;
    if (updated !== text) {
      writeFileSync(file, updated);
      changed.push(path.relative(repo, file));
    }
  }
  for (const program of PINNED_PROGRAMS) {
    const file = path.join(repo, program);
    const text = readFileSync(file, "utf8");
    const updated = text.replace(/^(\s+version: )\S+$/m, `$1${version}`);
    if (updated !== text) {
      writeFileSync(file, updated);
      changed.push(program);
    }
  }
  return changed;
}

if (require.main === module) {
  const repo = packageRoot(__dirname);
  const changed = syncVersions(repo);
  if (changed.length) {
    // The lockfile records each workspace's version: npm ci refuses one that disagrees with package.json.
    execFileSync("npm", ["install", "--package-lock-only", "--ignore-scripts", "--no-audit", "--no-fund"], {
      cwd: repo,
      stdio: "inherit",
    });
    console.log(`sync-versions: ${changed.join(", ")} and package-lock.json now on the root's version`);
  }
}
