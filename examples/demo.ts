/**
 * `npm run demo`: the quickstart example, end to end, on the embedded local server. It deploys through
 * the project's test engine, which runs Pulumi's own program runner and provider host (the Pulumi CLI is
 * not needed), shows drift made out of band, puts it back, destroys, and stops the server.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { TunnelsClient } from "../client";
import { startServer } from "../server/index";
import { makeProgramDir, packProject, REPO_ROOT, type Step, TestEngine } from "../drivers";

const SYMBOLS: Record<string, string> = {
  create: "+",
  update: "~",
  replace: "+-",
  delete: "-",
  refresh: "~",
};
const banner = (text: string) => console.log(`\n=== ${text}\n`);

/** One line per step as it happens, like the CLI's progress display. */
function progress(step: Step) {
  const quiet = step.op === "same" || step.type === "pulumi:pulumi:Stack" || step.drift === "none";
  if (quiet) return;
  const what = step.op === "refresh" ? `refreshed, ${step.drift}` : step.op;
  const diffs = step.diffs?.length ? ` [${step.diffs.join(", ")}]` : "";
  const type = step.type.replace("pulumi-nodejs:dynamic/", "");
  console.log(`    ${SYMBOLS[step.op] ?? " "} ${type} ${step.name}: ${what}${diffs}`);
}

async function main() {
  banner("Starting the local API server (in memory)");
  const server = await startServer({ port: 0 });
  console.log(`listening on ${server.url}`);
  const client = new TunnelsClient({ baseUrl: server.url, apiKey: server.rootToken });
  let engine: TestEngine | undefined;
  try {
    // An agent would bring this tunnel online; the local server's control API stands in for it.
    await fetch(`${server.url}/_local/tunnels`, {
      method: "POST",
      headers: { authorization: `Bearer ${server.rootToken}`, "content-type": "application/json" },
      body: JSON.stringify({ proto: "https", labels: { app: "web" }, forwards_to: "http://localhost:8080" }),
    });

    banner("Installing pulumi-tunnels from its npm pack tarball into examples/quickstart");
    const tarball = await packProject(REPO_ROOT);
    const programSource = readFileSync(path.join(__dirname, "quickstart", "index.js"), "utf8");
    const { dir } = await makeProgramDir({
      tarballs: [tarball],
      programSource,
      project: "tunnels-quickstart",
    });
    console.log(`program directory: ${path.relative(REPO_ROOT, dir)}`);
    engine = new TestEngine({
      programDir: dir,
      stack: "demo",
      config: { "tunnels:apiUrl": server.url },
      secretConfig: {
        "tunnels:apiKey": server.rootToken,
        "tunnels-quickstart:webhookSecret": "whsec-demo-0123456789",
        "tunnels-quickstart:datadogApiKey": "dd-demo-0123456789",
      },
      passphrase: "demo passphrase",
      onStep: progress,
      timeoutMs: 120_000,
    });
    await tour(engine, client);
  } finally {
    await engine?.close();
    await client.close();
    await server.close();
    console.log("\nlocal API server stopped");
  }
}

async function tour(engine: TestEngine, client: TunnelsClient) {
  banner("pulumi preview");
  console.log((await engine.preview()).report);

  banner("pulumi up");
  console.log((await engine.up()).report);

  banner("A change made out of band, through the API");
  const route = engine.state().find((r) => r.type.endsWith(":HttpsEdgeRoute") && r.urn.endsWith("::api"));
  const addr = engine.state().find((r) => r.type.endsWith(":ReservedAddr"));
  if (!route?.id || !addr?.id) throw new Error("the quickstart stack has no api route or reserved address");
  const edgeId = String(route.outputs.edgeId);
  await client.httpsEdgeRoutes.update(edgeId, route.id, {
    match: "/hijacked",
    description: "changed by hand",
  });
  await client.reservedAddrs.update(addr.id, { description: "someone was here" });
  console.log(`route ${route.id}: match "/api" -> "/hijacked", description changed`);
  console.log(`reserved address ${addr.id}: description changed`);

  banner("pulumi preview --refresh: the drift");
  console.log((await engine.preview({ refresh: true })).report);

  banner("pulumi up --refresh: put it back");
  console.log((await engine.up({ refresh: true })).report);
  const fixed = await client.httpsEdgeRoutes.get(edgeId, route.id);
  console.log(`route ${fixed.id} matches ${fixed.match} again`);

  banner("pulumi destroy");
  console.log((await engine.destroy()).report);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
