import { describe, expect, it } from "vitest";
import { EXIT, main } from "../../provider/drift-report/cli";
import { currentObjects, policyReport } from "../../provider/drift-report/policy";
import { previewSteps } from "../../provider/drift-report/report";
import { packConfig } from "../../provider/policy/pack";

/**
 * The drift report's policy section (`--policy`, `--policy-config <file>`): the tunnels rules on the service's
 * current objects, as `pulumi preview --refresh --json` shows them. Steps of the CLI's shape: the refresh step
 * first (whose new state the preview leaves as the stored one), then the drift step whose old state is the
 * refreshed object.
 */
const P = "tunnels:index:";
const D = "pulumi-nodejs:dynamic/tunnels:";
const urn = (type: string, name: string) => `urn:pulumi:ci::p::${type}::${name}`;
const state = (type: string, inputs: object, id = `id-${type}`) => ({ type, id, inputs });
const refresh = (type: string, name: string, inputs: object) => ({
  op: "refresh",
  urn: urn(type, name),
  oldState: state(type, inputs),
  newState: state(type, inputs),
});
const drift = (op: string, type: string, name: string, service: object, program: object) => ({
  op,
  urn: urn(type, name),
  oldState: state(type, service),
  newState: state(type, program),
});
const preview = (...steps: object[]) => JSON.stringify({ steps });
const run = (input: string, files: Record<string, string>, ...args: string[]) =>
  main(args, (file) => (file === undefined ? input : (files[file] ?? `missing ${file}`)));

const EDGE = refresh(`${P}HttpsEdge`, "site", { hostports: ["a.example.com:443"] });
const guarded = {
  edgeId: "edg_1",
  matchType: "path_prefix",
  match: "/admin",
  ipRestriction: { ipPolicyIds: ["ipp_1"] },
};
const { ipRestriction: _, ...open } = guarded;
/** The admin route had its IP restriction removed by hand: the program still declares it. */
const OPENED = preview(
  EDGE,
  refresh(`${P}HttpsEdgeRoute`, "admin", guarded),
  drift("update", `${P}HttpsEdgeRoute`, "admin", open, guarded),
  refresh(`${P}ApiKey`, "ci", { description: "CI" }),
  drift(
    "create",
    `${P}IpPolicyRule`,
    "gone",
    {},
    { ipPolicyId: "ipp_1", cidr: "0.0.0.0/0", action: "allow" },
  ),
);

describe("the rules on the service's current objects", () => {
  it("each resource as the service holds it: the drift step's old state over the refresh's; one deleted is left out", () => {
    const objects = currentObjects(previewSteps(OPENED));
    expect(objects.map((o) => o.name)).toEqual(["site", "admin", "ci"]);
    expect(objects[1]).toMatchObject({
      props: open,
      id: `id-${P}HttpsEdgeRoute`,
      urn: urn(`${P}HttpsEdgeRoute`, "admin"),
    });
  });

  it("a route opened by hand breaks ingress-requires-auth: named with the rule, type and name; exit 7 (drift)", () => {
    const { code, out, err } = run(OPENED, {}, "--policy");
    expect([code, err]).toEqual([EXIT.drift, ""]);
    expect(out.split("\n")[0]).toMatch(/^\*\*Drift: 2 of 4 resources/);
    expect(out).toContain(
      "**Policy: 1 violation of the tunnels rules on the service's current objects (mandatory 1, advisory 0).**",
    );
    expect(out).toMatch(
      /- `ingress-requires-auth` \(mandatory\) on `HttpsEdgeRoute` \*\*admin\*\*: Anyone on the internet reaches it: .* Remediation: /,
    );
    // The IP policy rule of the whole internet is only in the program (deleted on the service): not judged.
    expect(out).not.toContain("ip-rule-not-whole-internet");
  });

  it("the stack's policy config file: levels and settings, as --policy-pack-config gives them", () => {
    const files = {
      "policy.json": JSON.stringify({ all: "advisory", "ingress-requires-auth": { publicResources: [] } }),
    };
    const advisory = run(OPENED, files, "--policy-config", "policy.json");
    expect(advisory.out).toContain("(mandatory 0, advisory 1)");
    const open = {
      "policy.json": JSON.stringify({ "ingress-requires-auth": { publicResources: ["admin"] } }),
    };
    // No violation: no section, the report as without --policy.
    expect(run(OPENED, open, "--policy-config", "policy.json").out).toBe(run(OPENED, {}).out);
  });

  it("a config it cannot use: exit 1, naming the file and what is wrong", () => {
    const typo = run(
      OPENED,
      { "p.json": '{"ingress-requires-atuh": "advisory"}' },
      "--policy-config",
      "p.json",
    );
    expect(typo.code).toBe(EXIT.unusable);
    expect(typo.err).toMatch(
      /the policy config p\.json: the tunnels policy pack has no rule ingress-requires-atuh/,
    );
    const cut = run(OPENED, { "p.json": "{" }, "--policy-config", "p.json");
    expect([cut.code, cut.err]).toEqual([EXIT.unusable, expect.stringContaining("p.json is not JSON")]);
  });

  it("no drift but a violation the program itself holds: listed, and the exit code still says no drift", () => {
    const input = preview(EDGE, refresh(`${P}HttpsEdgeRoute`, "admin", open));
    const { code, out } = run(input, {}, "--policy");
    expect(code).toBe(EXIT.clean);
    expect(out).toContain("`ingress-requires-auth` (mandatory) on `HttpsEdgeRoute` **admin**");
  });

  it("--json: the policy facts beside the drift's", () => {
    const parsed = JSON.parse(run(OPENED, {}, "--json", "--policy").out);
    expect(parsed.policy).toEqual({
      judged: 3,
      violations: [
        expect.objectContaining({
          rule: "ingress-requires-auth",
          level: "mandatory",
          type: "HttpsEdgeRoute",
          name: "admin",
        }),
      ],
      unchecked: [],
    });
    expect(JSON.parse(run(OPENED, {}, "--json").out).policy).toBeUndefined();
  });

  it("the TypeScript classes' [secret] modules: a rule that needs one says it could not check, never a violation", () => {
    const hooks = {
      edgeId: "edg_1",
      matchType: "path_prefix",
      match: "/hooks/github",
      webhookVerification: "[secret]",
      ipRestriction: { ipPolicyIds: ["ipp_1"] },
    };
    const report = policyReport(preview(refresh(`${D}HttpsEdgeRoute`, "hooks", hooks)), packConfig());
    expect(report.violations).toEqual([]);
    expect(report.unchecked).toEqual([
      expect.objectContaining({ rule: "webhook-verified", type: "HttpsEdgeRoute", name: "hooks" }),
    ]);
    const beside = refresh(`${D}ApiKey`, "ci", { description: "" });
    const out = run(preview(refresh(`${D}HttpsEdgeRoute`, "hooks", hooks), beside), {}, "--policy").out;
    expect(out).toContain("`credential-has-description` (mandatory) on `ApiKey` **ci**");
    expect(out).toContain(
      "Not checked, a value the rule needs being `[secret]` in the preview's JSON: `webhook-verified` on `HttpsEdgeRoute` **hooks**",
    );
  });

  it("a webhook route of the plugin whose verification was removed by hand breaks webhook-verified", () => {
    const verified = {
      edgeId: "edg_1",
      matchType: "path_prefix",
      match: "/hooks/github",
      ipRestriction: { ipPolicyIds: ["ipp_1"] },
      webhookVerification: { provider: "github", secret: "[secret]" },
    };
    const { webhookVerification: __, ...unverified } = verified;
    const report = policyReport(
      preview(drift("update", `${P}HttpsEdgeRoute`, "hooks", unverified, verified)),
      packConfig(),
    );
    expect(report.violations.map((v) => [v.rule, v.name])).toEqual([["webhook-verified", "hooks"]]);
    expect(
      policyReport(preview(refresh(`${P}HttpsEdgeRoute`, "hooks", verified)), packConfig()).violations,
    ).toEqual([]);
  });
});
