import { readFileSync } from "node:fs";
import path from "node:path";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { PACKAGE_VERSION, REPO_ROOT } from "../../harness";
import { PINNED_PROGRAMS } from "../../scripts/sync-versions";

/**
 * Every YAML example names the plugin it needs, so that it runs copied alone on a new machine (a YAML program has
 * no SDK to say it; without these lines the CLI asks GitHub for the latest release of `pulumi/pulumi-tunnels`, the
 * wrong organisation): one resource's `options` carries package.json's version and the schema's
 * `pluginDownloadURL`. `npm run gen-schema` writes the version (scripts/sync-versions.ts); a version bump without
 * it fails here.
 */
interface Program {
  resources?: Record<string, { options?: { version?: string; pluginDownloadURL?: string } }>;
}

const schema = JSON.parse(readFileSync(path.join(REPO_ROOT, "plugin", "schema.json"), "utf8"));

describe("the YAML examples' plugin", () => {
  it.each(PINNED_PROGRAMS)("%s names package.json's version and the schema's download URL once", (file) => {
    const program = load(readFileSync(path.join(REPO_ROOT, file), "utf8")) as Program;
    const named = Object.entries(program.resources ?? {})
      .map(([name, r]) => [name, r.options?.version, r.options?.pluginDownloadURL])
      .filter(([, version, url]) => version !== undefined || url !== undefined);
    expect(named, `${file}: run npm run gen-schema after a version bump`).toEqual([
      [expect.any(String), PACKAGE_VERSION, schema.pluginDownloadURL],
    ]);
  });
});
