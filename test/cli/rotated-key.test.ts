import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CliProject, packedPackage, useLocalServer } from "../../harness";

/**
 * Rotating the API key, as the README's Configuration section tells it: a refresh configures the provider
 * with the settings the last deploy recorded, so a key given as `TUNNELS_API_KEY` (and kept out of stack
 * config) is read afresh at every run, while a key in stack config reaches a refresh only after an `up`.
 */
const PROGRAM = `
const t = require("pulumi-tunnels");
new t.ReservedAddr("bastion", { region: "eu", description: "bastion" });
`;

const local = useLocalServer({ beforeAll, afterAll });
const keys: { id: string; token: string }[] = [];
let tarball = "";

beforeAll(async () => {
  for (const description of ["first", "second"]) {
    const key = await local.client.apiKeys.create({ description });
    keys.push({ id: key.id, token: key.token as string });
  }
  tarball = await packedPackage();
});
afterAll(async () => {
  for (const key of keys) await local.client.apiKeys.delete(key.id).catch(() => undefined);
});

const refresh = ["refresh", "--yes", "--skip-preview"];

describe("rotating the API key through the real CLI", { timeout: 600_000 }, () => {
  it("a key given as TUNNELS_API_KEY is read at each refresh and never recorded", async () => {
    const project = await CliProject.create({
      programSource: PROGRAM,
      tarballs: [tarball],
      project: "env-key",
      config: { "tunnels:apiUrl": local.server.url },
    });
    const [first, second] = keys;
    await project.run(["up", "--yes", "--skip-preview"], { env: { TUNNELS_API_KEY: first.token } });

    const wrong = await project.pulumi(refresh, { env: { TUNNELS_API_KEY: "not-a-key" } });
    expect(wrong.code).not.toBe(0);
    expect(wrong.stdout + wrong.stderr).toContain("The service refused the API key in TUNNELS_API_KEY");

    // The rotation: the second key in use, the first revoked, no deploy in between.
    await local.client.apiKeys.delete(first.id);
    const rotated = await project.pulumi(refresh, { env: { TUNNELS_API_KEY: second.token } });
    expect(rotated.stdout + rotated.stderr).not.toContain("error");
    expect(rotated.code).toBe(0);

    const exported = (await project.run(["stack", "export"])).stdout;
    for (const key of keys) expect(exported).not.toContain(key.token);
  });

  it("a key in stack config reaches a refresh only after an up", async () => {
    const [, second] = keys;
    const third = await local.client.apiKeys.create({ description: "third" });
    keys.push({ id: third.id, token: third.token as string });
    const project = await CliProject.create({
      programSource: PROGRAM,
      tarballs: [tarball],
      project: "config-key",
      config: { "tunnels:apiUrl": local.server.url },
      secretConfig: { "tunnels:apiKey": second.token },
    });
    await project.run(["up", "--yes", "--skip-preview"]);

    await project.setConfig("tunnels:apiKey", third.token as string, { secret: true });
    await local.client.apiKeys.delete(second.id);
    const stale = await project.pulumi(refresh);
    expect(stale.code).not.toBe(0);
    // Pulumi's dynamic host does not say where its settings came from: the message says what holds for each.
    const line = (stale.stdout + stale.stderr).split("\n").find((l) => l.includes("failed with 401")) ?? "";
    expect(line).toMatch(/ReservedAddr read failed: GET \/reserved_addrs\/ra_\w+ failed with 401/);
    expect(line).toContain("The service refused the API key: check tunnels:apiKey");
    expect(line).toContain(
      "If this run is `pulumi refresh`, `pulumi destroy` or `pulumi preview --refresh`, the key is the one the last deploy recorded in the state",
    );
    expect(line).toContain("run the command again with `--run-program`");

    // What the message says to run: the program first, so the provider takes the stack config of now.
    const fresh = await project.pulumi([...refresh, "--run-program"]);
    expect(fresh.code, fresh.stdout + fresh.stderr).toBe(0);
    await project.run(["up", "--yes", "--skip-preview"]);
    const after = await project.pulumi(refresh);
    expect(after.code).toBe(0);
  });
});
