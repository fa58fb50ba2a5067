import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type CliProject,
  CliProject as Project,
  type CliResult,
  type CliServer,
  packedPackage,
  startCli,
} from "../../harness";

/**
 * Secrets through the real CLI: every kind the package handles, given as plain strings in the program.
 * None may be in clear in the exported state, in any command's output or in the server's log; the API key's
 * token is a secret output that `pulumi stack output --show-secrets` shows.
 */
const SECRETS = ["webhook-s3cr3t", "oauth-s3cr3t", "oidc-s3cr3t", "datadog-s3cr3t", "aws-s3cr3t"];
const ROOT_TOKEN = "root-token-for-cli-secrets";

let server: CliServer;
let serverLog = "";
let project: CliProject;
const outputs: CliResult[] = [];

beforeAll(async () => {
  server = await startCli(["--port", "0", "--root-token", ROOT_TOKEN, "--log"]);
  server.proc.stdout!.on("data", (d) => {
    serverLog += d;
  });
  project = await Project.create({
    programSource: readFileSync(path.join(__dirname, "programs", "secrets.js"), "utf8"),
    tarballs: [await packedPackage()],
    config: { "tunnels:apiUrl": server.url },
    secretConfig: { "tunnels:apiKey": ROOT_TOKEN },
  });
});
afterAll(async () => {
  server?.proc.kill("SIGTERM");
  await server?.exited;
});

const run = async (args: string[]) => {
  const result = await project.run(args);
  outputs.push(result);
  return result;
};

describe("secrets through the real Pulumi CLI", { timeout: 600_000 }, () => {
  let token = "";

  it("up creates everything; the token is a secret output that --show-secrets shows", async () => {
    await run(["preview"]);
    await run(["up", "--yes", "--skip-preview"]);
    // The one command asked to show secrets: left out of the outputs checked below.
    const shown = await project.run(["stack", "output", "--json", "--show-secrets"]);
    token = JSON.parse(shown.stdout).token;
    expect(token).toMatch(/^.{20,}$/);
    const hidden = await run(["stack", "output", "--json"]);
    expect(JSON.parse(hidden.stdout).token).toBe("[secret]");
  });

  it("the exported state holds no secret in clear, only ciphertext", async () => {
    const exported = (await run(["stack", "export"])).stdout;
    for (const secret of [...SECRETS, token, ROOT_TOKEN]) expect(exported, secret).not.toContain(secret);
    // Each of them is there, encrypted: the inputs that held them are secrets, not dropped.
    expect(exported.match(/"ciphertext"/g)?.length ?? 0).toBeGreaterThanOrEqual(SECRETS.length);
  });

  it("no command's output and nothing in the server's log holds a secret", async () => {
    await run(["preview", "--refresh", "--expect-no-changes", "--diff"]);
    await run(["destroy", "--yes", "--skip-preview"]);
    const printed = outputs.map((o) => o.stdout + o.stderr).join("\n");
    for (const secret of [...SECRETS, token, ROOT_TOKEN]) {
      expect(printed, secret).not.toContain(secret);
      expect(serverLog, secret).not.toContain(secret);
    }
    expect(serverLog).toContain("/event_destinations"); // the log is there, and it saw the calls
  });
});
