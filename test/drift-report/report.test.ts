import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EXIT, main } from "../../provider/drift-report/cli";
import { MARKDOWN_LIMIT, toJson, toMarkdown } from "../../provider/drift-report/render";
import { type DriftReport, parsePreview } from "../../provider/drift-report/report";
import { REPO_ROOT } from "../../harness";
import { DRIFT, FIXTURE } from "../../scripts/capture-drift-fixture";

/**
 * The drift report on `pulumi preview --refresh --json` as the real CLI printed it (the fixture, captured by
 * scripts/capture-drift-fixture.ts: 200 resources, 20 of them changed or deleted out of band), and on steps
 * of the same shape written here for what that stack cannot show (secrets in clear, nested members).
 */
const captured = readFileSync(FIXTURE, "utf8");
const T = "pulumi-nodejs:dynamic/tunnels:";
const urn = (type: string, name: string) => `urn:pulumi:dev::p::${T}${type}::${name}`;
const step = (op: string, type: string, name: string, old: object, now: object) => ({
  op,
  urn: urn(type, name),
  oldState: { type: T + type, inputs: { __provider: "x", ...old } },
  newState: { type: T + type, inputs: { __provider: "x", ...now } },
});
const preview = (...steps: object[]) => JSON.stringify({ steps });
const run = (input: string, ...args: string[]) => main(args, () => input);

describe("the captured stack of 200 resources, 20 drifted", () => {
  const report = parsePreview(captured);
  const changed = DRIFT.changedPolicies + DRIFT.changedAddrs;
  const deleted = DRIFT.deletedPolicies + DRIFT.deletedAddrs;

  it("finds exactly the 20 out-of-band changes, each member old → new", () => {
    expect(report.resources).toBe(200);
    expect(report.drifted).toHaveLength(changed + deleted);
    const updates = report.drifted.filter((d) => d.op === "update");
    expect(updates).toHaveLength(changed);
    expect(updates).toContainEqual({
      type: "IpPolicy",
      name: "policy-10",
      op: "update",
      changes: [{ member: "description", old: "changed by hand 1", new: "policy 10" }],
    });
    expect(updates).toContainEqual({
      type: "ReservedAddr",
      name: "addr-0",
      op: "update",
      changes: [{ member: "description", old: "changed by hand 0", new: "addr 0" }],
    });
    expect(
      report.drifted
        .filter((d) => d.op === "create")
        .map((d) => d.name)
        .sort(),
    ).toEqual(["addr-9", "policy-15", "policy-25", "policy-5"]);
  });

  it("Markdown: the summary line first, then one line per drifted resource", () => {
    const lines = toMarkdown(report).trimEnd().split("\n");
    expect(lines[0]).toBe(
      `**Drift: 20 of 200 resources differ from the program (update ${changed}, create ${deleted}).**`,
    );
    const items = lines.filter((l) => l.startsWith("- "));
    expect(items).toHaveLength(20);
    expect(items).toContain(
      '- `IpPolicy` **policy-10**: changed out of band: `description` `"changed by hand 1"` → `"policy 10"`',
    );
    expect(items).toContain(
      "- `ReservedAddr` **addr-9**: missing on the service (deleted out of band?); `pulumi up` creates it",
    );
  });

  it("--json: the same facts in one compact line; exit 7", () => {
    const { code, out, err } = run(captured, "--json");
    expect([code, err]).toEqual([EXIT.drift, ""]);
    expect(out.trimEnd().split("\n")).toHaveLength(1);
    const parsed = JSON.parse(out);
    expect(parsed).toMatchObject({ drift: true, resources: 200 });
    expect(parsed.drifted).toHaveLength(20);
    expect(parsed.drifted).toContainEqual({
      type: "IpPolicy",
      name: "policy-5",
      op: "create",
      changes: [],
    });
  });

  it("the Markdown form exits 7 too", () => {
    expect(run(captured).code).toBe(EXIT.drift);
  });
});

describe("members and secrets", () => {
  it("a member the catalog marks secret is [secret] even in clear, nested members one by one", () => {
    const input = preview(
      step(
        "update",
        "EventDestination",
        "dd",
        { target: { datadog: { apiKey: "dd-old-s3cr3t", service: "a" } } },
        { target: { datadog: { apiKey: "dd-new-s3cr3t", service: "b" } } },
      ),
      step(
        "update",
        "HttpsEdgeRoute",
        "route",
        { match: "/x", oidc: { issuer: "https://id", clientId: "c", clientSecret: "oidc-s3cr3t" } },
        { match: "/api" },
      ),
    );
    const { drifted } = parsePreview(input);
    expect(drifted[0].changes).toEqual([
      { member: "target.datadog.apiKey", old: "[secret]", new: "[secret]" },
      { member: "target.datadog.service", old: "a", new: "b" },
    ]);
    expect(drifted[1].changes).toEqual([
      { member: "match", old: "/x", new: "/api" },
      { member: "oidc.clientId", old: "c", new: undefined },
      { member: "oidc.clientSecret", old: "[secret]", new: undefined },
      { member: "oidc.issuer", old: "https://id", new: undefined },
    ]);
    for (const out of [run(input).out, run(input, "--json").out]) expect(out).not.toMatch(/s3cr3t/);
  });

  it("TypeScript classes: a secret member the CLI hides ([secret] before and after) is named, its values not shown", () => {
    const input = preview(
      step(
        "update",
        "HttpsEdgeRouteWebhookVerification",
        "hook",
        { provider: "github", secret: "[secret]" },
        { provider: "github", secret: "[secret]" },
      ),
    );
    expect(parsePreview(input).drifted[0].changes).toEqual([
      { member: "secret", old: "[secret]", new: "[secret]", secret: true },
    ]);
    const md = run(input).out;
    expect(md).toContain(
      "- `HttpsEdgeRouteWebhookVerification` **hook**: changed out of band: `secret` changed (a secret: values not shown)",
    );
    expect(md).toContain("Secret values are never shown");
  });

  it("TypeScript classes: a module holding a secret is hidden whole; the report names the module(s) it can be", () => {
    const hidden = { oauth: "[secret]", webhookVerification: "[secret]" };
    const input = preview(
      step("update", "HttpsEdgeRoute", "two", { match: "/a", ...hidden }, { match: "/a", ...hidden }),
      step("update", "EventDestination", "one", { target: "[secret]" }, { target: "[secret]" }),
    );
    const { drifted } = parsePreview(input);
    expect(drifted.map((d) => [d.name, d.changes, d.hidden])).toEqual([
      ["two", [], ["oauth", "webhookVerification"]],
      ["one", [], ["target"]],
    ]);
    const md = run(input).out;
    expect(md).toContain(
      "- `HttpsEdgeRoute` **two**: changed out of band: the change is in one of `oauth`, `webhookVerification`, which the CLI shows only as `[secret]`: the TypeScript classes keep a module that holds a secret secret whole",
    );
    expect(md).toContain(
      "- `EventDestination` **one**: changed out of band: the change is in `target`, which",
    );
    expect(JSON.parse(run(input, "--json").out).drifted[1]).toEqual({
      type: "EventDestination",
      name: "one",
      op: "update",
      changes: [],
      hidden: ["target"],
    });
  });

  it("the plugin's resources: every member of a module with its values, a changed secret named from the detailed diff", () => {
    const P = "tunnels:index:";
    const oauth = (domain: string) => ({
      provider: { github: { clientId: "gh", clientSecret: "[secret]", emailDomains: [domain] } },
    });
    const input = preview({
      op: "update",
      urn: `urn:pulumi:dev::p::${P}HttpsEdgeRoute::route`,
      oldState: {
        type: `${P}HttpsEdgeRoute`,
        inputs: {
          match: "/a",
          oauth: oauth("evil.example"),
          webhookVerification: { provider: "github", secret: "[secret]" },
        },
      },
      newState: {
        type: `${P}HttpsEdgeRoute`,
        inputs: {
          match: "/a",
          oauth: oauth("example.com"),
          webhookVerification: { provider: "github", secret: "[secret]" },
        },
      },
      detailedDiff: {
        "oauth.provider.github.emailDomains[0]": { kind: "update", inputDiff: false },
        "webhookVerification.secret": { kind: "update", inputDiff: false },
        // Not a secret, and its inputs do not differ: not named as a hidden change.
        description: { kind: "update", inputDiff: false },
      },
    });
    const [route] = parsePreview(input).drifted;
    expect(route).toEqual({
      type: "HttpsEdgeRoute",
      name: "route",
      op: "update",
      changes: [
        { member: "oauth.provider.github.emailDomains", old: ["evil.example"], new: ["example.com"] },
        { member: "webhookVerification.secret", old: "[secret]", new: "[secret]", secret: true },
      ],
    });
    expect(run(input).out).toContain(
      '- `HttpsEdgeRoute` **route**: changed out of band: `oauth.provider.github.emailDomains` `["evil.example"]` → `["example.com"]`; `webhookVerification.secret` changed (a secret: values not shown)',
    );
    // A module the state still holds secret whole (written before 0.4.0) is one change, not its members added.
    const parsed = JSON.parse(input);
    parsed.steps[0].oldState.inputs.oauth = "[secret]";
    const migrated = JSON.stringify(parsed);
    expect(migrated).toContain('"oauth":"[secret]"');
    expect(parsePreview(migrated).drifted[0].changes[0]).toEqual({
      member: "oauth",
      old: "[secret]",
      new: {
        provider: { github: { clientId: "gh", clientSecret: "[secret]", emailDomains: ["example.com"] } },
      },
    });
    // A secret member that arrives in clear is still never shown.
    const clear = input.replaceAll('"clientSecret":"[secret]"', '"clientSecret":"gh-s3cr3t"');
    expect(clear).toContain("gh-s3cr3t");
    for (const out of [run(clear).out, run(clear, "--json").out]) expect(out).not.toMatch(/s3cr3t/);
  });

  it("labels (a user map) are one member; the package's own inputs are not members", () => {
    const { drifted } = parsePreview(
      preview(
        step(
          "update",
          "TunnelGroupBackend",
          "web",
          { labels: { app: "web" }, adoptId: "bgtg_1", __declared: ["labels"] },
          { labels: { app: "web", tier: "1" } },
        ),
      ),
    );
    expect(drifted[0].changes).toEqual([
      { member: "labels", old: { app: "web" }, new: { app: "web", tier: "1" } },
    ]);
  });

  it("a replacement's three steps are one line; a delete says the program dropped it", () => {
    const old = { region: "eu" };
    const now = { region: "us" };
    const { drifted } = parsePreview(
      preview(
        step("create-replacement", "ReservedAddr", "a", old, now),
        step("replace", "ReservedAddr", "a", old, now),
        step("delete-replaced", "ReservedAddr", "a", old, now),
        { op: "delete", urn: urn("IpPolicy", "gone"), oldState: { type: `${T}IpPolicy`, inputs: {} } },
      ),
    );
    expect(drifted.map((d) => [d.name, d.op, d.changes.length])).toEqual([
      ["a", "replace", 1],
      ["gone", "delete", 0],
    ]);
    expect(toMarkdown({ resources: 2, drifted, summary: {} })).toContain(
      "not in the program; `pulumi up` deletes it",
    );
  });
});

describe("the cut under GitHub's limit", () => {
  const many: DriftReport = {
    resources: 3000,
    summary: {},
    drifted: Array.from({ length: 3000 }, (_, i) => ({
      type: "IpPolicy",
      name: `policy-${i}`,
      op: "update",
      changes: [{ member: "description", old: "x".repeat(1000), new: `policy ${i}` }],
    })),
  };

  it("stays under 65,536 characters and says how many lines it left out", () => {
    const md = toMarkdown(many);
    expect(md.length).toBeLessThan(MARKDOWN_LIMIT);
    const shown = md.split("\n").filter((l) => l.startsWith("- ")).length;
    expect(shown).toBeGreaterThan(100);
    expect(md).toContain(`…and ${3000 - shown} more drifted resources, left out`);
    expect(md.split("\n")[0]).toBe(
      "**Drift: 3000 of 3000 resources differ from the program (update 3000).**",
    );
    // Long values are cut, so one member cannot fill the report.
    expect(md).toContain(`\`"${"x".repeat(199)}…\``);
  });

  it("nothing is cut when it fits", () => {
    const few = { ...many, drifted: many.drifted.slice(0, 5) };
    expect(toMarkdown(few)).not.toContain("left out");
    expect(toMarkdown(few, 600)).toContain("more drifted resources, left out");
    expect(toMarkdown(few, 600).length).toBeLessThan(600);
  });

  it("--json is never cut", () => {
    expect(JSON.parse(toJson(many)).drifted).toHaveLength(3000);
  });
});

describe("no drift, unusable input, arguments", () => {
  it("a preview with only same steps: exit 0 and one line", () => {
    const same = preview(
      { op: "same", urn: urn("IpPolicy", "p") },
      { op: "same", urn: urn("IpPolicy", "q") },
    );
    expect(run(same)).toEqual({
      code: EXIT.clean,
      out: "**No drift: 2 resources match the program.**\n",
      err: "",
    });
    expect(JSON.parse(run(same, "--json").out)).toMatchObject({ drift: false, resources: 2, drifted: [] });
  });

  it.each([
    ["empty", "", "the input is empty"],
    ["blank", " \n", "the input is empty"],
    ["not JSON", "Previewing update (dev):", "the input is not JSON"],
    ["a list", "[]", "the input has no `steps` list"],
    ["another object", '{"stack": "dev"}', "the input has no `steps` list"],
    ["a step without urn", '{"steps": [{"op": "same"}]}', "a step has no `op` or `urn`"],
  ])("%s: exit 1, saying what it expected", (_, input, reason) => {
    const { code, out, err } = run(input);
    expect([code, out]).toEqual([EXIT.unusable, ""]);
    expect(err).toContain(reason);
    expect(err).toContain("expected the JSON that `pulumi preview --refresh --json` prints");
  });

  it("a preview that failed: exit 1 with its error, not a clean report", () => {
    const failed = JSON.stringify({
      diagnostics: [{ severity: "error", message: "connect ECONNREFUSED 127.0.0.1:9" }],
    });
    const { code, err } = run(failed);
    expect(code).toBe(EXIT.unusable);
    expect(err).toContain(
      "the preview failed, so it says nothing of drift: connect ECONNREFUSED 127.0.0.1:9",
    );
  });

  it("a preview that failed part way, with the refresh steps it got to (as the CLI prints it): exit 1", () => {
    const error = (name: string) => ({
      urn: urn("IpPolicy", name),
      message: "error: Preview failed: IpPolicy read failed: could not connect (ECONNREFUSED)\n",
      severity: "error",
    });
    const failed = JSON.stringify({
      steps: [{ op: "refresh", urn: urn("IpPolicy", "a") }],
      diagnostics: [error("a"), error("b"), { message: "    at read (impl.ts)", severity: "info#err" }],
    });
    const { code, out, err } = run(failed);
    expect([code, out]).toEqual([EXIT.unusable, ""]);
    // One line per distinct error.
    expect(err).toBe(
      "tunnels-drift-report: the preview failed, so it says nothing of drift: error: Preview failed: IpPolicy read failed: could not connect (ECONNREFUSED)\n",
    );
  });

  it("bad arguments: exit 1 with the usage; --help exits 0", () => {
    expect(run("{}", "--markdown")).toMatchObject({
      code: EXIT.unusable,
      err: expect.stringContaining("usage:"),
    });
    expect(run("{}", "a.json", "b.json")).toMatchObject({
      code: EXIT.unusable,
      err: expect.stringContaining("one file"),
    });
    expect(run("{}", "--help")).toMatchObject({ code: EXIT.clean, out: expect.stringContaining("usage:") });
  });
});

// The command as the package ships it (npm test builds dist/ first).
describe("the compiled command", () => {
  const bin = path.join(REPO_ROOT, "dist", "provider", "drift-report", "cli.js");
  it("reads standard input or a file; exit codes 7, 0 and 1", () => {
    const stdin = spawnSync(process.execPath, [bin], { input: captured, encoding: "utf8" });
    expect(stdin.status).toBe(EXIT.drift);
    expect(stdin.stdout.split("\n")[0]).toContain("Drift: 20 of 200 resources");
    const file = spawnSync(process.execPath, [bin, "--json", FIXTURE], { encoding: "utf8" });
    expect([file.status, JSON.parse(file.stdout).drifted.length]).toEqual([EXIT.drift, 20]);
    expect(spawnSync(process.execPath, [bin], { input: '{"steps":[]}' }).status).toBe(EXIT.clean);
    const missing = spawnSync(process.execPath, [bin, "no-such-file.json"], { encoding: "utf8" });
    expect(missing.status).toBe(EXIT.unusable);
    expect(missing.stderr).toContain("no-such-file.json");
    expect(execFileSync("head", ["-c", "2", bin], { encoding: "utf8" })).toBe("#!");
  });
});
