import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TunnelsClient } from "../../client";
import {
  type CountedServer,
  countedServer,
  inventory,
  leftovers,
  packedPackage,
  REPO_ROOT,
} from "../../harness";
import { compileProgram, nodejsSdkProject, packedNodejsSdk } from "./nodejs-project";

/**
 * The README's move of a stack from the TypeScript classes to the Node.js SDK ("Moving a stack to the SDK"),
 * through the real CLI, on a stack the classes made, behind the proxy that counts every call: the program's
 * import changed, the README's alias transform added, `up`, `refresh`. Afterwards the account holds the same
 * objects, unchanged; no write reached the service; the state holds only `tunnels:index:*` resources and
 * nothing of the classes' provider; a refreshing preview finds no change; the API key's token, which no read
 * returns, is still `key.token`, and still valid.
 */
const PROGRAM = readFileSync(path.join(REPO_ROOT, "test", "sdks", "nodejs", "migrated-program.ts"), "utf8");
const CLASSES = 'import * as tunnels from "pulumi-tunnels";';
const SDK = 'import * as tunnels from "@pulumi-tunnels/tunnels";';
const DATADOG_KEY = "dd-migrated-s3cr3t";
let counted: CountedServer;
/** The account, read past the counting proxy. */
let client: TunnelsClient;
let tarballs: string[] = [];

/** The alias transform of docs/moving-to-the-sdk.md: the TypeScript block of its section "The move". */
function readmeTransform(): string {
  const page = readFileSync(path.join(REPO_ROOT, "docs", "moving-to-the-sdk.md"), "utf8");
  const section = page.slice(page.indexOf("\n## The move\n"));
  const block = /```ts\n([\s\S]*?)```/.exec(section)?.[1] ?? "";
  expect(block).toContain("registerResourceTransform");
  // The block is indented as part of a numbered step.
  return block.replace(/^ {3}/gm, "");
}

beforeAll(async () => {
  counted = await countedServer();
  client = new TunnelsClient({ baseUrl: counted.server.url, apiKey: counted.server.rootToken });
  tarballs = [await packedPackage(), packedNodejsSdk()];
}, 300_000);
afterAll(async () => {
  await client?.close();
  await counted?.close();
});

describe("moving a stack from the TypeScript classes to the Node.js SDK", { timeout: 900_000 }, () => {
  it("the procedure of docs/moving-to-the-sdk.md: the same objects untouched, no write, tunnels:index:* in state, no change after", async () => {
    expect(PROGRAM).toContain(CLASSES);
    const project = await nodejsSdkProject({
      tarballs,
      project: "sdk-move",
      source: PROGRAM,
      config: { "tunnels:apiUrl": counted.url },
      secretConfig: { "tunnels:apiKey": counted.server.rootToken },
    });
    await project.run(["up", "--yes", "--skip-preview"]);
    const outputs = async () =>
      JSON.parse((await project.run(["stack", "output", "--show-secrets", "--json"])).stdout) as Record<
        string,
        string
      >;
    const { keyToken: token, keyId } = await outputs();
    const before = await inventory(client);
    const from = counted.calls.length;

    // Steps 2 to 5.
    const moved = `${readmeTransform()}\n${PROGRAM.replace(CLASSES, SDK)}`;
    const compiled = await compileProgram(project.dir, moved, true);
    expect(compiled.code, compiled.stdout).toBe(0);
    const preview = await project.run(["preview"]);
    expect(preview.stdout).toMatch(/Resources:\s+9 unchanged\s*$/m);
    expect((await project.run(["up", "--yes", "--skip-preview"])).stdout).toMatch(/Resources:\s+9 unchanged/);
    await project.run(["refresh", "--yes", "--skip-preview"]);
    const check = await project.pulumi(["preview", "--refresh", "--expect-no-changes"]);
    expect(check.code, check.stdout + check.stderr).toBe(0);

    // Only reads reached the service, and every object is as it was: ids, members, modules.
    expect([...new Set(counted.calls.slice(from).map((c) => c.method))]).toEqual(["GET"]);
    expect(await inventory(client)).toEqual(before);
    const exported = (await project.run(["stack", "export"])).stdout;
    const types: string[] = JSON.parse(exported).deployment.resources.map((r: { type: string }) => r.type);
    const resources = types.filter((t) => t.startsWith("tunnels:index:"));
    expect(resources).toHaveLength(8);
    expect(new Set(types)).toEqual(
      new Set(["pulumi:pulumi:Stack", "pulumi:providers:tunnels", ...resources]),
    );
    // Nothing of the classes' provider is left: its serialized code, its record of declared members.
    expect(exported).not.toMatch(/__provider|__declared|pulumi-nodejs/);
    for (const secret of [token, DATADOG_KEY, counted.server.rootToken])
      expect(exported).not.toContain(secret);

    // The key's token, which no read returns, came over with its state: the SDK's `key.token`, still valid.
    expect(await outputs()).toMatchObject({ keyToken: token, keyId });
    const asTheKey = new TunnelsClient({ baseUrl: counted.server.url, apiKey: token });
    expect((await asTheKey.apiKeys.get(keyId)).description).toBe("Deploys");
    await asTheKey.close();

    // The stack owns them through the plugin now: destroying it deletes them.
    await project.run(["destroy", "--yes", "--skip-preview"]);
    expect(await leftovers(client)).toEqual({});
  });
});
