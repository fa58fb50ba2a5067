import * as pulumi from "@pulumi/pulumi";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as impl from "../../provider/impl";
import { getTunnels } from "../../provider/program/generated/functions";
import { configKey, SETTINGS, type SettingName, settingNames } from "../../provider/base/settings";
import { renderReference } from "../../scripts/reference/render";
import { type RunningServer, startServer } from "../../server/index";

/**
 * Every setting of the table (provider/base/settings.ts) is honoured by the provider host's configure and by the
 * program's functions, from stack config first and then from the environment, and is shown in the
 * reference. The cases iterate the table, so a setting added there is tested here with no list to edit
 * beyond its probe values below.
 */

/**
 * A value each setting accepts and one it refuses. A setting without a default has no text it refuses:
 * its bad value is `""`, which counts as unset.
 */
type Probe = { good: string; bad: string };
let probes: Record<SettingName, Probe>;

let server: RunningServer;
const savedEnv = Object.fromEntries(settingNames.map((n) => [SETTINGS[n].env, process.env[SETTINGS[n].env]]));

beforeAll(async () => {
  server = await startServer({ port: 0 });
  probes = {
    apiUrl: { good: server.url, bad: "" },
    apiKey: { good: server.rootToken, bad: "" },
    retryTimeoutSeconds: { good: "1", bad: "soon" },
    requestsPerMinute: { good: "600", bad: "0" },
    coalesceReads: { good: "false", bad: "yes" },
    readWindowSeconds: { good: "0", bad: "-1" },
  };
});

beforeEach(() => {
  for (const name of settingNames) delete process.env[SETTINGS[name].env];
});

afterAll(async () => {
  for (const [env, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[env];
    else process.env[env] = value;
  }
  pulumi.runtime.setAllConfig({});
  await server?.close();
});

/** Stack config of every setting's good value, `name` given `value` instead (undefined: left out). */
function configWith(name: SettingName, value: string | undefined): Record<string, string> {
  const config: Record<string, string> = {};
  for (const n of settingNames) {
    const v = n === name ? value : probes[n].good;
    if (v !== undefined) config[configKey(n)] = v;
  }
  return config;
}

/** What the provider's check reports of the settings after configure with this stack config. */
async function providerFailures(config: Record<string, string>): Promise<string[]> {
  await impl.configure({ config: { get: (key: string) => config[key] } });
  const { failures } = await impl.check("HttpsEdge", {}, {});
  return failures.map((f) => f.reason);
}

/** What getTunnels fails with when the program's stack config is this; "" when it answers. */
async function functionFailure(config: Record<string, string>): Promise<string> {
  pulumi.runtime.setAllConfig(config);
  try {
    await getTunnels();
    return "";
  } catch (err) {
    return (err as Error).message;
  }
}

it("has probe values for every setting of the table", () => {
  expect(Object.keys(probes).sort()).toEqual([...settingNames].sort());
});

describe.each(settingNames)("tunnels:%s", (name) => {
  const key = configKey(name);
  const env = () => SETTINGS[name].env;

  it("is read by configure from stack config, and a bad value fails check naming it", async () => {
    expect(await providerFailures(configWith(name, probes[name].good))).toEqual([]);
    const failures = await providerFailures(configWith(name, probes[name].bad));
    expect(failures).toEqual([expect.stringContaining(key)]);
  });

  it("is read by configure from the environment when stack config leaves it unset", async () => {
    process.env[env()] = probes[name].bad;
    expect(await providerFailures(configWith(name, undefined))).toEqual([expect.stringContaining(key)]);
    process.env[env()] = probes[name].good;
    expect(await providerFailures(configWith(name, undefined))).toEqual([]);
  });

  it("is taken from stack config before the environment by configure", async () => {
    process.env[env()] = probes[name].bad;
    expect(await providerFailures(configWith(name, probes[name].good))).toEqual([]);
  });

  it("is read by the functions from the program's stack config, then the environment", async () => {
    expect(await functionFailure(configWith(name, probes[name].good))).toBe("");
    expect(await functionFailure(configWith(name, probes[name].bad))).toContain(key);
    process.env[env()] = probes[name].bad;
    expect(await functionFailure(configWith(name, undefined))).toContain(key);
    expect(await functionFailure(configWith(name, probes[name].good))).toBe("");
  });

  it("is a row of the reference's settings table, with its variable, secrecy, default and text", () => {
    const s = SETTINGS[name];
    const row = `| \`${key}\` | \`${s.env}\` | ${s.secret ? "yes" : ""} | ${
      s.default === undefined ? "" : `\`${s.default}\``
    } | ${s.doc} |`;
    expect(renderReference().split("\n")).toContain(row);
  });
});

describe("secret settings", () => {
  const secrets = settingNames.filter((n) => SETTINGS[n].secret);

  it("include tunnels:apiKey", () => {
    expect(secrets).toContain("apiKey");
  });

  it.each(secrets)("tunnels:%s never appears in another setting's failure", async (secret) => {
    const marker = "s3cr3t-marker-value";
    process.env[SETTINGS[secret].env] = marker;
    for (const other of settingNames.filter((n) => n !== secret)) {
      const config = configWith(other, probes[other].bad);
      config[configKey(secret)] = marker;
      const failures = await providerFailures(config);
      expect(failures, other).toHaveLength(1);
      expect(failures.join("\n")).not.toContain(marker);
      expect(await functionFailure(config)).not.toContain(marker);
    }
  });
});
