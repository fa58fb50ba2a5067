import { afterAll, beforeAll, expect, it } from "vitest";
import { TunnelsClient } from "../../client";
import { startCli, useLocalServer } from "../../harness";

/**
 * Not a test of this repository: catalog-edit.test.ts copies it beside a scratch copy whose catalog serves IP
 * policies at `/ip_policies_edited`, and runs it there with the repository's vitest config and no build. Both
 * servers the harness starts must serve the edited path: the one in process and the command.
 */
const local = useLocalServer({ beforeAll, afterAll });

async function createdAt(client: TunnelsClient): Promise<string> {
  const created = (await client.ipPolicies.create({ description: "edited" })) as { uri: string };
  return new URL(created.uri).pathname;
}

it("the harness's server in process serves the edited catalog", async () => {
  expect(await createdAt(local.client)).toMatch(/^\/ip_policies_edited\/ipp_/);
});

it("the server's command serves the edited catalog", async () => {
  const cli = await startCli(["--port", "0", "--root-token", "root-of-the-probe"]);
  const client = new TunnelsClient({ baseUrl: cli.url, apiKey: "root-of-the-probe" });
  try {
    expect(await createdAt(client)).toMatch(/^\/ip_policies_edited\/ipp_/);
  } finally {
    await client.close();
    cli.proc.kill("SIGTERM");
    await cli.exited;
  }
});
