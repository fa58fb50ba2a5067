import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CliProject,
  type CliResult,
  type CountedServer,
  countedServer,
  packedPackage,
  pythonSdkInterpreter,
  unpackedExecutable,
  urlWhereNothingListens,
  YamlProject,
} from "../../harness";

/**
 * Issue 40's first hour, through the real CLI and the release's linux-amd64 executable: a mistyped URL and a wrong
 * key fail `pulumi preview` of a new stack (YAML and the Python SDK), naming the setting and the fix; with
 * `tunnels:retryTimeoutSeconds` left at 300, a URL where nothing listens fails in seconds, not minutes (the plugin,
 * and the TypeScript classes' `getTunnels`, which run no CheckConfig); a preview of a deployed stack whose settings
 * did not change makes no call to check them, and `up` makes one per pass. Calls are counted at a proxy.
 */
let service: CountedServer;
let pluginDir = "";
beforeAll(async () => {
  service = await countedServer();
  pluginDir = path.dirname(await unpackedExecutable());
}, 1_200_000);
afterAll(() => service?.close());

/**
 * Well under a minute: the check gives up within 10 s where nothing listens, so this bounds a preview (CLI, YAML
 * host, plugin starts) at a generous multiple of what it takes, and far below the 300 s the retries took before.
 */
const FAILS_WITHIN_MS = 45_000;
const CHECK = "/tunnels?limit=1";
const WRONG_KEY = "tk_mistyped_key_of_the_first_hour";

/** A program that reads the online tunnels and declares one object, in YAML. */
const READS_TUNNELS = `variables:
  online:
    fn::invoke:
      function: tunnels:index:getTunnels
      arguments: {}
resources:
  bastion:
    type: tunnels:index:IpPolicy
    properties:
      description: bastion
outputs:
  online: \${online.tunnels}
`;

const yamlStack = (apiUrl: string, apiKey: string, program = READS_TUNNELS) =>
  YamlProject.create({
    program,
    pluginDir,
    config: { "tunnels:apiUrl": apiUrl },
    secretConfig: { "tunnels:apiKey": apiKey },
  });

/** The same in Python, through the generated SDK: `program()` as the SDK tests' programs give it. */
const PYTHON_PROGRAM = `import pulumi
import pulumi_tunnels as tunnels


def program() -> None:
    online = tunnels.get_tunnels()
    tunnels.IpPolicy("bastion", description="bastion")
    pulumi.export("online", len(online.tunnels))
`;

async function pythonStack(apiUrl: string, apiKey: string): Promise<CliProject> {
  const project = "settings-py";
  const stack = await CliProject.create({
    programSource: "",
    tarballs: [],
    project,
    python: { interpreter: pythonSdkInterpreter(), program: "program.py" },
    config: { "tunnels:apiUrl": apiUrl },
    secretConfig: { "tunnels:apiKey": apiKey },
  });
  const plugins = `plugins:\n  providers:\n    - name: tunnels\n      path: ${pluginDir}\n`;
  writeFileSync(path.join(stack.dir, "Pulumi.yaml"), `name: ${project}\nruntime: python\n${plugins}`);
  writeFileSync(path.join(stack.dir, "program.py"), PYTHON_PROGRAM);
  return stack;
}

/** `pulumi preview`, timed. */
async function timedPreview(stack: { pulumi(args: string[]): Promise<CliResult> }) {
  const started = Date.now();
  const result = await stack.pulumi(["preview"]);
  return { ...result, output: result.stdout + result.stderr, ms: Date.now() - started };
}

/** The calls made at the proxy while `run` ran, as `METHOD /path?query status`. */
async function callsDuring<T>(run: () => Promise<T>): Promise<{ calls: string[]; result: T }> {
  const before = service.calls.length;
  const result = await run();
  return { calls: service.calls.slice(before).map((c) => `${c.method} ${c.url} ${c.status}`), result };
}

/** A mistyped URL's failure: the setting, the URL given, what to check and how to set it, in well under a minute. */
function expectUrlFailure(preview: { code: number; output: string; ms: number }, url: string) {
  expect(preview.code, preview.output).not.toBe(0);
  expect(preview.output).toContain(`could not connect to ${url} (ECONNREFUSED)`);
  expect(preview.output).toContain(
    `Check tunnels:apiUrl (now ${url}, or TUNNELS_API_URL): is the service listening there?`,
  );
  expect(preview.output).toContain("Set it with `pulumi config set tunnels:apiUrl <url of the service>`");
  expect(preview.ms).toBeLessThan(FAILS_WITHIN_MS);
}

/** A wrong key's failure: the setting and how to set it, the key nowhere; one call, refused. */
function expectKeyFailure(preview: { code: number; output: string }, calls: string[]) {
  expect(preview.code, preview.output).not.toBe(0);
  expect(preview.output).toContain(
    "The service refused the API key: check tunnels:apiKey (`pulumi config set --secret tunnels:apiKey <token>`, or TUNNELS_API_KEY)",
  );
  expect(preview.output).not.toContain(WRONG_KEY);
  expect(calls).toEqual([`GET ${CHECK} 401`]);
}

describe("a new stack's preview checks the URL and the key", { timeout: 600_000 }, () => {
  it("YAML: a URL where nothing listens fails in seconds with retryTimeoutSeconds at 300, naming tunnels:apiUrl", async () => {
    const url = await urlWhereNothingListens();
    const preview = await timedPreview(await yamlStack(url, service.server.rootToken));
    expectUrlFailure(preview, url);
    expect(preview.output).toMatch(/Gave up after \d+ attempts within 10 s/);
  });

  it("YAML: a wrong key fails naming tunnels:apiKey, with one call; a key in plain config is not printed", async () => {
    const stack = await yamlStack(service.url, WRONG_KEY);
    const { calls, result } = await callsDuring(() => timedPreview(stack));
    expectKeyFailure(result, calls);
    // The CLI prints a failing property's value: given as plain config, the key must not be that property.
    const plain = await YamlProject.create({
      program: "resources:\n  bastion:\n    type: tunnels:index:IpPolicy\n",
      pluginDir,
      config: { "tunnels:apiUrl": service.url, "tunnels:apiKey": WRONG_KEY },
    });
    const printed = await callsDuring(() => timedPreview(plain));
    expectKeyFailure(printed.result, printed.calls);
  });

  it("Python: a URL where nothing listens and a wrong key fail the same way", async () => {
    const url = await urlWhereNothingListens();
    expectUrlFailure(await timedPreview(await pythonStack(url, service.server.rootToken)), url);
    const stack = await pythonStack(service.url, WRONG_KEY);
    const { calls, result } = await callsDuring(() => timedPreview(stack));
    expectKeyFailure(result, calls);
  });

  it("TypeScript classes (no CheckConfig): getTunnels at a URL where nothing listens fails the preview in seconds", async () => {
    const url = await urlWhereNothingListens();
    const stack = await CliProject.create({
      programSource:
        'const tunnels = require("pulumi-tunnels");\nexports.online = tunnels.getTunnels().then((r) => r.tunnels.length);\n',
      tarballs: [await packedPackage()],
      config: { "tunnels:apiUrl": url },
      secretConfig: { "tunnels:apiKey": service.server.rootToken },
    });
    expectUrlFailure(await timedPreview(stack), url);
  });
});

describe("a deployed stack's settings are not checked again", { timeout: 600_000 }, () => {
  it("`up` checks once per pass; a preview with the deployed settings, or another setting changed, makes no call", async () => {
    const program =
      "resources:\n  bastion:\n    type: tunnels:index:IpPolicy\n    properties:\n      description: bastion\n";
    const stack = await yamlStack(service.url, service.server.rootToken, program);
    const up = await callsDuring(() => stack.pulumi(["up", "--yes"]));
    expect(up.result.code, up.result.stdout + up.result.stderr).toBe(0);
    // `pulumi up` is a preview pass and an update pass, each with a plugin process of its own: one check each.
    expect(up.calls.filter((c) => c.includes(CHECK))).toEqual([`GET ${CHECK} 200`, `GET ${CHECK} 200`]);

    const unchanged = await callsDuring(() => stack.pulumi(["preview", "--expect-no-changes"]));
    expect(unchanged.result.code, unchanged.result.stdout).toBe(0);
    expect(unchanged.calls).toEqual([]);

    await stack.setConfig("tunnels:retryTimeoutSeconds", "120");
    const slower = await callsDuring(() => stack.pulumi(["preview"]));
    expect(slower.result.code, slower.result.stdout).toBe(0);
    expect(slower.calls).toEqual([]);
    await stack.run(["destroy", "--yes", "--skip-preview"]);
  });
});
