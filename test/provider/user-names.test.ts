import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { projectRuntime } from "../../plugin/project-runtime";
import { checkInputs } from "../../provider/host/check";
import { explainFailure } from "../../provider/base/messages";
import { specOf } from "../../provider/base/specs";
import { languageOfRuntime, UserNames } from "../../provider/base/user-names";
import { BadRequestError } from "../../client";

/**
 * Messages name members as the program writes them, in its language where the plugin can tell (the project's
 * runtime), and the path that was called as it was called.
 */
const route = specOf("HttpsEdgeRoute");
const base = { edgeId: "edghts_1", matchType: "path_prefix", match: "/" };
const names = {
  typescript: new UserNames("typescript"),
  python: new UserNames("python"),
  go: new UserNames("go"),
};

describe("free text", () => {
  const text =
    "GET /ip_policies/ipp_1 failed with 400 ERR_API_400: circuit_breaker.num_buckets must be at most 128 (member circuit_breaker.num_buckets); match_type path_prefix, api_key_created.v0";

  it("translates member names only, never a path that was called nor a value", () => {
    expect(names.typescript.text(text)).toBe(
      "GET /ip_policies/ipp_1 failed with 400 ERR_API_400: circuitBreaker.numBuckets must be at most 128 (member circuitBreaker.numBuckets); matchType path_prefix, api_key_created.v0",
    );
    expect(names.python.text(text)).toBe(text);
    expect(names.go.text(text)).toBe(
      "GET /ip_policies/ipp_1 failed with 400 ERR_API_400: CircuitBreaker.NumBuckets must be at most 128 (member CircuitBreaker.NumBuckets); MatchType path_prefix, api_key_created.v0",
    );
  });

  it("a URL's segments stay as they were sent", () => {
    const url = "https://api.example.test/edges/https/edghts_1/routes/edghtsrt_2/circuit_breaker";
    expect(names.typescript.text(`PUT ${url} failed`)).toBe(`PUT ${url} failed`);
  });

  it("the service's failure names the path called, and the member as the program writes it", () => {
    const err = new BadRequestError(
      "GET /ip_policies/ipp_1 failed with 400 ERR_API_400: description must be at most 255 bytes (member description)",
      {
        method: "GET",
        path: "/ip_policies/ipp_1",
        status: 400,
        errorCode: "ERR_API_400",
        msg: "description must be at most 255 bytes",
        details: { field: "description" },
        operationId: undefined,
      },
    );
    const settings = { apiUrl: "http://127.0.0.1:1", retryTimeoutSeconds: 1 };
    expect(explainFailure(err, settings, { names: names.go })).toBe(
      "GET /ip_policies/ipp_1 failed with 400 ERR_API_400: Description must be at most 255 bytes (member Description)",
    );
    expect(explainFailure(err, settings)).toContain("GET /ip_policies/ipp_1 ");
  });
});

describe("check failures in the program's language, never a mix", () => {
  const typo = { ...base, circuitBreaker: { error_threshold: 0.5 } };

  it("Python: snake_case, as the program wrote the dict, with the Members sentence after a period", () => {
    const [failure] = checkInputs(route, typo, { names: names.python }).failures;
    expect(failure.reason).toBe(
      "circuit_breaker.error_threshold is not a member here; did you mean error_threshold_percentage? Members: " +
        "enabled, tripped_duration, rolling_window, num_buckets, volume_threshold, error_threshold_percentage.",
    );
    // Python names are not the schema's: the CLI would print the schema's property beside them.
    expect(failure.property).toBe("");
  });

  it("TypeScript and YAML: the schema's names; a member with no close name ends its sentence before Members", () => {
    const [failure] = checkInputs(route, { ...base, circuitBreaker: { zzz: 1 } }).failures;
    expect(failure.reason).toMatch(
      /^circuitBreaker\.zzz is not a member here\. Members: enabled, trippedDuration,/,
    );
    expect(failure.property).toBe("circuitBreaker");
  });

  it("Go: PascalCase", () => {
    const [failure] = checkInputs(
      route,
      { ...base, circuitBreaker: { numBuckets: 500 } },
      { names: names.go },
    ).failures;
    expect(failure.reason).toMatch(/^CircuitBreaker\.NumBuckets \(given 500\) must be at most 128\./);
  });

  it("a map's key and a misspelt name stay as written, in any language", () => {
    const backend = specOf("TunnelGroupBackend");
    const [key] = checkInputs(backend, { labels: { constructor: "x" } }, { names: names.go }).failures;
    expect(key.reason).toMatch(/^Labels\.constructor /);
    const [typo] = checkInputs(
      route,
      { ...base, circuitBreaker: { errorThreshold: 1 } },
      { names: names.python },
    ).failures;
    expect(typo.reason).toMatch(
      /^circuit_breaker\.errorThreshold is not a member here; did you mean error_threshold_percentage\?/,
    );
  });

  it("no camelCase member in a Python reason, no snake_case one in a TypeScript reason", () => {
    const bad = {
      edgeId: "",
      matchType: "nearly",
      match: "/",
      circuitBreaker: { numBuckets: 0 },
      oauth: { provider: { google: { clientSecret: "s" } } },
    };
    const python = checkInputs(route, bad, { names: names.python })
      .failures.map((f) => f.reason)
      .join("\n");
    expect(python).toMatch(/edge_id is required/);
    expect(python).toMatch(/client_id/);
    expect(python).not.toMatch(/edgeId|numBuckets|clientId|clientSecret|circuitBreaker/);
    const ts = checkInputs(route, bad)
      .failures.map((f) => f.reason)
      .join("\n");
    expect(ts).not.toMatch(/edge_id|num_buckets|client_id|client_secret|circuit_breaker/);
    expect(ts).toMatch(/exact_path or path_prefix/);
  });
});

describe("nested failures in a form the CLI prints with the value", () => {
  it("the top-level property (the CLI prints inputs[property]), the nested path and the value given in the reason", () => {
    const [failure] = checkInputs(route, { ...base, circuitBreaker: { numBuckets: 500 } }).failures;
    expect(failure).toEqual({
      property: "circuitBreaker",
      path: "circuitBreaker.numBuckets",
      reason: expect.stringMatching(/^circuitBreaker\.numBuckets \(given 500\) must be at most 128\./),
    });
  });

  it("a top-level member: the CLI prints its value, the reason does not repeat it", () => {
    const [failure] = checkInputs(specOf("HttpsEdgeRouteCircuitBreaker"), {
      edgeId: "e",
      routeId: "r",
      numBuckets: 500,
    }).failures;
    expect(failure.property).toBe("numBuckets");
    expect(failure.reason).toMatch(/^numBuckets must be at most 128\./);
  });

  it("a top-level member holding a secret, or given as one: no property (the CLI would print it) and no value", () => {
    const oauth = { provider: { google: { clientId: "id", clientSecret: "s3cr3t-value" } }, cookiePrefix: 7 };
    const [flagged] = checkInputs(route, { ...base, oauth }).failures;
    expect(flagged.property).toBe("");
    expect(flagged.reason).toMatch(/^oauth\.cookiePrefix /);
    expect(JSON.stringify(flagged)).not.toContain("s3cr3t-value");
    const [given] = checkInputs(
      route,
      { ...base, circuitBreaker: { numBuckets: 500 } },
      { givenSecret: (p) => p === "circuitBreaker" },
    ).failures;
    expect(given).toEqual({
      property: "",
      path: "circuitBreaker.numBuckets",
      reason: expect.stringMatching(/^circuitBreaker\.numBuckets must be at most 128\./),
    });
  });
});

describe("the project's language", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const project = (file: string, text: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), "project-runtime-"));
    dirs.push(dir);
    writeFileSync(path.join(dir, file), text);
    return dir;
  };

  it("reads runtime as a name or as {name, options}, from Pulumi.yaml, .yml or .json, up from a subfolder", () => {
    expect(projectRuntime(project("Pulumi.yaml", "name: p\nruntime: python\n"))).toBe("python");
    expect(projectRuntime(project("Pulumi.yml", "name: p\nruntime:\n  name: go\n  options: {}\n"))).toBe(
      "go",
    );
    expect(projectRuntime(project("Pulumi.json", '{"name": "p", "runtime": "yaml"}'))).toBe("yaml");
    const nested = project("Pulumi.yaml", "name: p\nruntime: {name: python}\n");
    mkdirSync(path.join(nested, "src"));
    expect(projectRuntime(path.join(nested, "src"))).toBe("python");
  });

  it("no project file, or one it cannot read: the schema's names", () => {
    const none = mkdtempSync(path.join(tmpdir(), "project-none-"));
    dirs.push(none);
    expect(languageOfRuntime(projectRuntime(none))).toBe("typescript");
    expect(projectRuntime(project("Pulumi.yaml", "runtime: [unclosed"))).toBeUndefined();
    expect(["nodejs", "yaml", "dotnet", "java", undefined].map(languageOfRuntime)).toEqual(
      Array(5).fill("typescript"),
    );
    expect(["python", "go"].map(languageOfRuntime)).toEqual(["python", "go"]);
  });
});
