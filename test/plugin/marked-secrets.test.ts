import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leaks, lengthsFrom, secretOf } from "../client/secret-arbitraries";
import { isSecret, makeSecret, usePluginWithServer } from "../../harness";

/**
 * Values the program marked secret reach the plugin wrapped, in members the catalog flags secret or not
 * (a secret `edgeId`, a secret `getTunnel` id). The service's 404 names the id it did not find: neither the
 * error the engine shows nor the plugin's own log at -v=9 may say it, in any encoding. And a secret of any
 * length goes through: a 5,000-character webhook secret once made the redactor's pattern overflow, failing
 * the create with the secret spelt out in the message.
 */
const local = usePluginWithServer(["--logtostderr", "-v=9", "127.0.0.1:1"], { beforeAll, afterAll });

const failure = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error("the call succeeded");
    },
    (err: Error) => err.message,
  );

/** The id's characters, alone and percent-encoded: none may be in a message or the log. */
const forms = (id: string) => [id, encodeURIComponent(id), id.slice(8)];

describe("values marked secret, in members the catalog does not flag", () => {
  it("a secret edgeId the service does not know: the 404 says neither it nor its path", async () => {
    const edgeId = "edghts_s3cr3t/../x?y";
    const message = await failure(
      local.plugin.create("HttpsEdgeRoute", {
        edgeId: makeSecret(edgeId),
        matchType: "path_prefix",
        match: "/",
      }),
    );
    expect(message).toMatch(/HttpsEdgeRoute create failed: POST .*\[redacted\].* failed with 404/);
    for (const form of forms(edgeId)) {
      expect(message).not.toContain(form);
      expect(local.plugin.stderr.join("\n")).not.toContain(form);
    }
  });

  it("a secret getTunnel id: the error says neither it nor its path", async () => {
    const id = "tn_s3cr3t-tunnel-id";
    const message = await failure(local.plugin.invoke("tunnels:index:getTunnel", { id: makeSecret(id) }));
    expect(message).toMatch(/404/);
    for (const form of forms(id)) {
      expect(message).not.toContain(form);
      expect(local.plugin.stderr.join("\n")).not.toContain(form);
    }
  });

  it("the same edgeId not marked secret is named, so the masking is the mark's doing", async () => {
    const message = await failure(
      local.plugin.create("HttpsEdgeRoute", {
        edgeId: "edghts_plain_id",
        matchType: "path_prefix",
        match: "/",
      }),
    );
    expect(message).toContain("edghts_plain_id");
  });

  it("a function's arguments are never named: Pulumi's SDKs take their secret mark off before the plugin", async () => {
    const message = await failure(local.plugin.invoke("tunnels:index:getTunnel", { id: "tn_unmarked-id" }));
    expect(message).toMatch(/tunnel "\[redacted\]" does not exist/);
    expect(message).not.toContain("tn_unmarked-id");
  });
});

describe("any secret marked by the engine, at the plugin's failing paths", () => {
  it("as an edgeId the service does not know, and as a getTunnel id: never in the error or the log", async () => {
    await fc.assert(
      fc.asyncProperty(
        secretOf(lengthsFrom(8)).filter((s) => s.trim() !== ""),
        async (secret) => {
          const messages = [
            await failure(
              local.plugin.create("HttpsEdgeRoute", {
                edgeId: makeSecret(secret),
                matchType: "path_prefix",
                match: "/",
              }),
            ),
            await failure(local.plugin.invoke("tunnels:index:getTunnel", { id: makeSecret(secret) })),
          ];
          for (const text of [...messages, local.plugin.stderr.join("\n")])
            expect(leaks(text, secret)).toEqual([]);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe("a secret of any length", () => {
  it("a webhook secret of 5,000 characters: the route is created, the secret kept secret", async () => {
    const edge = await local.plugin.create("HttpsEdge", { hostports: ["long-secret.example.com:443"] });
    const secret = `whsec_${"(?:x|\\u0077)%77".repeat(400)}`.slice(0, 5_000);
    const route = await local.plugin.create("HttpsEdgeRoute", {
      edgeId: edge.id,
      matchType: "path_prefix",
      match: "/hooks",
      webhookVerification: { provider: "github", secret: makeSecret(secret) },
    });
    expect(route.id).toMatch(/^edghtsrt_/);
    const hook = route.outputs.webhookVerification as Record<string, unknown>;
    expect(isSecret(hook.secret)).toBe(true);
    expect(local.plugin.stderr.join("\n")).not.toContain(secret.slice(0, 40));
  });
});
