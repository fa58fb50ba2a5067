/**
 * The release's one version: the root package.json's. Every other place that states it is written from it
 * (`npm run gen-schema`: the workspaces through scripts/sync-versions.ts, the schema, the SDKs), and the release
 * refuses to run while one of them says otherwise.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { PINNED_PROGRAMS, WORKSPACES } from "../sync-versions";

/** Each file that states the version, and what it says. */
function statedVersions(repo: string): Array<[file: string, version: string | undefined]> {
  const json = (file: string) => JSON.parse(readFileSync(path.join(repo, file), "utf8"));
  const pyproject = readFileSync(path.join(repo, "sdk", "python", "pyproject.toml"), "utf8");
  const stated: Array<[string, string | undefined]> = [];
  for (const workspace of WORKSPACES) {
    const manifest = json(`${workspace}/package.json`);
    stated.push([`${workspace}/package.json version`, manifest.version]);
    const range = manifest.dependencies?.["pulumi-tunnels"];
    if (range) stated.push([`${workspace}/package.json pulumi-tunnels range`, range.replace(/^\^/, "")]);
  }
  stated.push(["plugin/schema.json", json("plugin/schema.json").version]);
  stated.push(["sdk/python/pyproject.toml", /^\s*version = "([^"]+)"/m.exec(pyproject)?.[1]]);
  for (const file of [
    "sdk/python/pulumi_tunnels/pulumi-plugin.json",
    "sdk/go/tunnels/pulumi-plugin.json",
    "sdk/java/src/main/resources/com/pulumitunnels/tunnels/plugin.json",
  ])
    stated.push([file, json(file).version]);
  // The project's own version: the pom's first <version> one level in (dependencies' sit deeper).
  const pom = readFileSync(path.join(repo, "sdk", "java", "pom.xml"), "utf8");
  stated.push(["sdk/java/pom.xml", /^ {4}<version>([^<]+)<\/version>/m.exec(pom)?.[1]]);
  // The YAML programs that name the plugin's version on one resource.
  for (const program of PINNED_PROGRAMS)
    stated.push([program, /^\s+version: (\S+)$/m.exec(readFileSync(path.join(repo, program), "utf8"))?.[1]]);
  return stated;
}

/** The root package.json's version; throws naming every file that says another. */
export function releaseVersion(repo: string): string {
  const { version } = JSON.parse(readFileSync(path.join(repo, "package.json"), "utf8")) as {
    version: string;
  };
  const wrong = statedVersions(repo).filter(([, v]) => v !== version);
  if (wrong.length)
    throw new Error(
      `release: package.json says ${version}, but ${wrong.map(([f, v]) => `${f} says ${v}`).join(", ")}: run npm run gen-schema, which writes every version from package.json`,
    );
  return version;
}
