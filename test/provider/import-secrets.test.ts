import { describe, expect, it } from "vitest";
import { leftOutWarning, secretConfigKey, withoutSecrets } from "../../provider/host/import-secrets";
import { specOf } from "../../provider/base/specs";
import { UserNames } from "../../provider/base/user-names";

/**
 * What an import leaves out (provider/host/import-secrets.ts): every secret member the object holds, at any
 * depth, and every never-returned one inside an object it holds; the rest untouched. The CLI tests
 * (test/cli/yaml-import.test.ts, yaml-adopt.test.ts) show the same through the engine.
 */
describe("secrets left out of an import's inputs", () => {
  it("takes out returned secrets, names never-returned ones, keeps everything else", () => {
    const route = withoutSecrets(specOf("HttpsEdgeRoute"), {
      edgeId: "edghts_1",
      match: "/",
      webhookVerification: { provider: "github", secret: "s3cr3t" },
      oidc: { issuer: "https://id", clientId: "c", clientSecret: "oidc" },
    });
    expect(route.inputs).toEqual({
      edgeId: "edghts_1",
      match: "/",
      webhookVerification: { provider: "github" },
      oidc: { issuer: "https://id", clientId: "c" },
    });
    expect(route.leftOut.map((s) => [s.path.join("."), s.neverReturned]).sort()).toEqual([
      ["oidc.clientSecret", false],
      ["webhookVerification.secret", false],
    ]);
    const destination = withoutSecrets(specOf("EventDestination"), {
      target: { kinesis: { auth: { creds: { awsAccessKeyId: "AKIA" } }, streamArn: "arn:s" } },
    });
    expect(destination.leftOut).toEqual([
      { path: ["target", "kinesis", "auth", "creds", "awsSecretAccessKey"], neverReturned: true },
    ]);
    // Nothing to leave out where the object holds no secret member's parent.
    expect(withoutSecrets(specOf("EventDestination"), { description: "x" }).leftOut).toEqual([]);
  });

  it("names each in the program's language, with a config key of the resource's name and the member's path", () => {
    expect(secretConfigKey("web-hooks", ["webhookVerification", "secret"])).toBe(
      "webHooksWebhookVerificationSecret",
    );
    const secret = { path: ["webhookVerification", "secret"], neverReturned: false };
    const python = leftOutWarning(new UserNames("python"), "hooks", secret);
    expect(python).toContain("webhook_verification.secret is a secret");
    expect(python).toContain("pulumi config set --secret hooksWebhookVerificationSecret <value>");
    const go = leftOutWarning(new UserNames("go"), "dd", {
      path: ["target", "datadog", "apiKey"],
      neverReturned: true,
    });
    expect(go).toContain("Target.Datadog.ApiKey is a secret the service never returns");
    expect(go).toContain("one update");
  });
});
