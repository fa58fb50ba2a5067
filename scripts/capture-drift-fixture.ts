/**
 * Captures test/drift-report/fixtures/stack-200.json, the input of the drift report's unit tests: the real
 * Pulumi CLI deploys test/cli/programs/many.js (190 IP policies and 10 reserved addresses) to a local
 * server, 20 of them are changed or deleted out of band, and `pulumi preview --refresh --json` prints the
 * file, with one change: the serialized provider (`__provider`, some 2,400 characters of JavaScript in
 * every state's inputs and outputs) is replaced by a placeholder, which keeps the file a tenth of its size.
 * Run again when the CLI's version or the package's state changes:
 *
 *   npx tsc -p tsconfig.json && node dist/scripts/capture-drift-fixture.js
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { TunnelsClient } from "../client";
import { startServer } from "../server/index";
import { CliProject, packedPackage, REPO_ROOT } from "../drivers";

/** The real CLI's `pulumi preview --refresh --json` of a 200-resource stack, as this script writes it. */
export const FIXTURE = path.join(REPO_ROOT, "test", "drift-report", "fixtures", "stack-200.json");

/** The out-of-band changes made before the capture: 16 descriptions changed and 4 objects deleted. */
export const DRIFT = { changedPolicies: 12, changedAddrs: 4, deletedPolicies: 3, deletedAddrs: 1 };

/** The preview JSON with every `__provider` string replaced by a placeholder; the CLI's indentation kept. */
export function withoutSerializedProviders(previewJson: string): string {
  const cut = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(cut);
    if (typeof value !== "object" || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        k === "__provider" && typeof v === "string"
          ? "[serialized provider: cut by capture-drift-fixture]"
          : cut(v),
      ]),
    );
  };
  return `${JSON.stringify(cut(JSON.parse(previewJson)), null, 4)}\n`;
}

async function main() {
  const server = await startServer({ port: 0 });
  const client = new TunnelsClient({ baseUrl: server.url, apiKey: server.rootToken });
  try {
    const project = await CliProject.create({
      programSource: readFileSync(path.join(REPO_ROOT, "test", "cli", "programs", "many.js"), "utf8"),
      tarballs: [await packedPackage()],
      config: { "tunnels:apiUrl": server.url, "many:policies": "190", "many:addrs": "10" },
      secretConfig: { "tunnels:apiKey": server.rootToken },
    });
    await project.run(["up", "--yes"], { timeoutMs: 1_800_000 });
    const byDescription = async <T extends { id: string; description?: string | null }>(
      items: AsyncIterable<T>,
    ) => {
      const map = new Map<string, string>();
      for await (const item of items) map.set(item.description ?? "", item.id);
      return map;
    };
    const policies = await byDescription(client.ipPolicies.list());
    const addrs = await byDescription(client.reservedAddrs.list());
    for (let i = 0; i < DRIFT.changedPolicies; i++)
      await client.ipPolicies.update(policies.get(`policy ${i * 10}`)!, {
        description: `changed by hand ${i}`,
      });
    for (let i = 0; i < DRIFT.changedAddrs; i++)
      await client.reservedAddrs.update(addrs.get(`addr ${i}`)!, { description: `changed by hand ${i}` });
    for (let i = 0; i < DRIFT.deletedPolicies; i++)
      await client.ipPolicies.delete(policies.get(`policy ${i * 10 + 5}`)!);
    for (let i = 0; i < DRIFT.deletedAddrs; i++)
      await client.reservedAddrs.delete(addrs.get(`addr ${9 - i}`)!);
    const preview = await project.run(["preview", "--refresh", "--json"], { timeoutMs: 1_800_000 });
    writeFileSync(FIXTURE, withoutSerializedProviders(preview.stdout));
    await project.run(["destroy", "--yes"], { timeoutMs: 1_800_000 });
    console.log(`wrote ${path.relative(REPO_ROOT, FIXTURE)} (${preview.stdout.length} characters)`);
  } finally {
    await client.close();
    await server.close();
  }
}

if (require.main === module)
  main().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
