/**
 * The tunnels policy pack through the real CLI: the YAML stack of stack/ (one violation and one compliant twin of
 * each rule), the pack's folder (`PulumiPolicy.yaml` with `runtime: tunnels`) and its config files, and what a
 * preview at each level must show. Shared by test/cli/policy-pack.test.ts (the analyzer of this build) and
 * test/release/policy-pack.test.ts (the analyzer installed from the release folder).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import type { CliResult } from "../../harness";

/** The YAML program's resources, without `name`, `runtime` and `plugins` (the tests add those). */
export const POLICY_PROGRAM = readFileSync(path.join(__dirname, "stack", "Pulumi.yaml.part"), "utf8");

/** The same stack with the TypeScript classes (dynamic resources), a CommonJS program. */
export const POLICY_CLASSES_PROGRAM = readFileSync(path.join(__dirname, "stack", "classes.js"), "utf8");

/** Each rule and the resource of the program that breaks it, with its type. */
export const VIOLATIONS: [rule: string, type: string, name: string][] = [
  ["tls-min-version", "HttpsEdge", "tls-old"],
  ["ip-rule-not-whole-internet", "IpPolicyRule", "rule-world"],
  ["ip-rule-min-prefix", "IpPolicyRule", "rule-wide"],
  ["credential-has-description", "ApiKey", "key-undescribed"],
  ["event-target-allowed", "EventDestination", "dest-target"],
  ["no-long-lived-cloud-keys", "EventDestination", "dest-keys"],
  ["sign-in-restricts-users", "HttpsEdgeRoute", "route-signin"],
  ["ingress-requires-auth", "HttpsEdgeRoute", "route-open"],
  ["webhook-verified", "HttpsEdgeRoute", "route-hook"],
  // Both routes of the clash are named; every other route's match is its own.
  ["unique-route-match", "HttpsEdgeRoute", "route-duplicate"],
  ["unique-route-match", "HttpsEdgeRoute", "route-duplicate-2"],
];

/** Values the program marks secret: no output may show them. */
export const SECRETS = ["dd-policy-s3cr3t", "aws-policy-s3cr3t", "whsec-policy-s3cr3t"];

/** The pack's folder and one config file per level, under `dir`. */
export function writePack(dir: string): { pack: string; mandatory: string; advisory: string } {
  const pack = path.join(dir, "tunnels-policy");
  mkdirSync(pack, { recursive: true });
  writeFileSync(path.join(pack, "PulumiPolicy.yaml"), "runtime: tunnels\n");
  const targets = { allowedTargets: ["firehose", "kinesis", "cloudwatchLogs"] };
  const config = (level: string) => {
    const file = path.join(dir, `policy-${level}.json`);
    writeFileSync(
      file,
      JSON.stringify({ all: level, "event-target-allowed": { enforcementLevel: level, ...targets } }),
    );
    return file;
  };
  return { pack, mandatory: config("mandatory"), advisory: config("advisory") };
}

/** `pulumi preview` with the pack at `pack` and the config file `config`, as docs/policy.md prints it. */
export const previewWithPack = (pack: string, config: string): string[] => [
  "preview",
  "--policy-pack",
  pack,
  "--policy-pack-config",
  config,
];

/** The violation lines of a preview, `- [<level>] [severity: <s>]  <rule>  (<type>: <name>)`, as [rule, type, name]. */
export function violationsIn(output: string, level: "mandatory" | "advisory"): string[][] {
  const line = new RegExp(
    `\\[${level}\\](?:\\s*\\[severity: \\w+\\])?\\s+([a-z0-9-]+)\\s+\\((?:tunnels:index|pulumi-nodejs:dynamic/tunnels):(\\w+):\\s+([\\w-]+)\\)`,
    "g",
  );
  return [...output.matchAll(line)].map((m) => [m[1], m[2], m[3]]);
}

/** A preview at `level` names exactly each violation of the program, and no compliant twin; secrets stay hidden. */
export function expectVerdicts(result: CliResult, level: "mandatory" | "advisory"): void {
  const output = result.stdout + result.stderr;
  expect(result.code, output).toBe(level === "mandatory" ? 1 : 0);
  const found = violationsIn(output, level).sort();
  expect(found, output).toEqual(VIOLATIONS.map((v) => [...v]).sort());
  // The remediation is in each message (the CLI shows the message, not the policy's remediation field).
  expect(output.match(/Remediation: /g)?.length ?? 0, output).toBeGreaterThanOrEqual(VIOLATIONS.length);
  for (const secret of SECRETS) expect(output).not.toContain(secret);
  expect(output).not.toMatch(/cannot check/);
}
