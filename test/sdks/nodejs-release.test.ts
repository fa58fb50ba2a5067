import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import semver from "semver";
import { describe, expect, it } from "vitest";
import { REPO_ROOT, TMP_ROOT } from "../../harness";
import { packedNodejsSdk } from "./nodejs-project";

/**
 * The Node.js SDK's npm package as the release writes it (scripts/nodejs-sdk.ts, `npm run nodejs-sdk -- --out`):
 * compiled JavaScript and declarations, the generated package.json with the repository's `engines`; and the
 * `@pulumi/pulumi` range the schema's `language.nodejs` gives it: what npm resolves it to runs on the Node.js that
 * runs npm (npm picks by `engines`) and on the floor of the repository's `engines`.
 */
const run = promisify(execFile);
const json = (file: string) => JSON.parse(readFileSync(file, "utf8"));
const root = json(path.join(REPO_ROOT, "package.json"));
const schema = json(path.join(REPO_ROOT, "plugin", "schema.json"));
/** The Node.js versions the tree npm resolves must accept: the root's `engines` floor, and the one running npm. */
const NODE_VERSIONS = [semver.minVersion(root.engines.node)?.version ?? "", process.versions.node];

describe("the Node.js SDK's npm package", { timeout: 300_000 }, () => {
  let tarball = "";

  it("scripts/nodejs-sdk.ts writes the tarball into the folder it is given: JavaScript, declarations, engines", async () => {
    // Written by writeNodejsSdkTarball into a folder of its own (once per run for every test file).
    tarball = packedNodejsSdk();
    expect(readdirSync(path.dirname(tarball))).toEqual([`pulumi-tunnels-tunnels-${schema.version}.tgz`]);
    const { stdout } = await run("tar", ["-tzf", tarball]);
    const files = stdout.trim().split("\n");
    for (const file of ["index.js", "index.d.ts", "httpsEdgeRoute.js", "types/input.d.ts", "README.md"])
      expect(files).toContain(`package/${file}`);
    // Compiled: no TypeScript source but declarations.
    expect(files.filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"))).toEqual([]);
    const manifest = JSON.parse((await run("tar", ["-xzOf", tarball, "package/package.json"])).stdout);
    expect(manifest).toMatchObject({
      name: schema.language.nodejs.packageName,
      version: schema.version,
      engines: root.engines,
      dependencies: schema.language.nodejs.dependencies,
      pulumi: { resource: true, name: "tunnels", version: schema.version },
    });
  });

  it("sends its npm readers to a section the repository's README has", () => {
    const anchor = /#([a-z0-9-]+)/.exec(schema.language.nodejs.readme)?.[1];
    const slug = (heading: string) =>
      heading
        .toLowerCase()
        .replace(/[^a-z0-9 -]/g, "")
        .replace(/ /g, "-");
    const headings = readFileSync(path.join(REPO_ROOT, "README.md"), "utf8")
      .split("\n")
      .filter((l) => /^#{2,3} /.test(l))
      .map((l) => slug(l.replace(/^#+ /, "")));
    expect(headings).toContain(anchor);
  });

  it("is compiled with the TypeScript and @types/node the schema states, the repository's own", () => {
    const { devDependencies } = schema.language.nodejs;
    expect(devDependencies["@types/node"]).toBe(root.devDependencies["@types/node"]);
    expect(schema.language.nodejs.typescriptVersion).toBe(root.devDependencies.typescript);
    expect(
      semver.satisfies(
        json(path.join(REPO_ROOT, "node_modules/typescript/package.json")).version,
        root.devDependencies.typescript,
      ),
    ).toBe(true);
  });

  it("installs from npm: @pulumi/pulumi within its range, every package accepting the Node.js running npm", async () => {
    expect(tarball).not.toBe("");
    const project = mkdtempSync(path.join(TMP_ROOT, "nodejs-resolve-"));
    writeFileSync(path.join(project, "package.json"), JSON.stringify({ name: "resolve", private: true }));
    // The whole tree as `npm install` resolves it today, from the registry, without downloading it. npm picks
    // the newest release whose engines accept the Node.js running it (3.248.0 of @pulumi/pulumi on Node.js 20).
    const args = ["install", "--package-lock-only", "--ignore-scripts", "--no-audit", "--no-fund", tarball];
    await run("npm", args, { cwd: project, timeout: 240_000 });
    const { packages } = json(path.join(project, "package-lock.json")) as {
      packages: Record<string, { version?: string; engines?: { node?: string } }>;
    };
    const pulumi = packages["node_modules/@pulumi/pulumi"]?.version ?? "";
    expect(semver.satisfies(pulumi, schema.language.nodejs.dependencies["@pulumi/pulumi"])).toBe(true);
    for (const node of NODE_VERSIONS) {
      const refusing = Object.entries(packages)
        .filter(([, p]) => p.engines?.node && !semver.satisfies(node, p.engines.node))
        .map(([name, p]) => `${name}@${p.version} (${p.engines?.node})`);
      expect({ node, refusing }).toEqual({ node, refusing: [] });
    }
  });
});
