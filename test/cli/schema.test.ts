import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { cliEnv, pulumiDir, REPO_ROOT, requireBuiltCli, runProcess, TMP_ROOT } from "../../harness";

/**
 * plugin/schema.json through the real CLI's schema binder (`schema.BindSpec` with Pulumi's metaschema, the
 * binder `pulumi package gen-sdk` and the language hosts use): `pulumi schema check` reports every
 * diagnostic, warnings included, and `pulumi package get-schema` reads the file into Pulumi's own PackageSpec
 * and prints it back, so a field Pulumi does not know (it would be dropped) shows as a difference.
 */
const schemaPath = path.join(REPO_ROOT, "plugin", "schema.json");
const schema = JSON.parse(readFileSync(schemaPath, "utf8"));
let dir: string;

const pulumi = (args: string[]) =>
  runProcess(path.join(pulumiDir(), "pulumi"), args, {
    cwd: dir,
    env: cliEnv({ home: path.join(dir, "home"), backendDir: path.join(dir, "state"), passphrase: "unused" }),
    timeoutMs: 120_000,
  });

beforeAll(() => {
  requireBuiltCli();
  mkdirSync(TMP_ROOT, { recursive: true });
  dir = mkdtempSync(path.join(TMP_ROOT, "schema-"));
  for (const d of ["home", "state"]) mkdirSync(path.join(dir, d));
});

describe("plugin/schema.json in the real CLI", () => {
  it("binds with no diagnostic at all: pulumi schema check", async () => {
    const result = await pulumi(["schema", "check", schemaPath]);
    expect({ code: result.code, stderr: result.stderr.trim() }).toEqual({ code: 0, stderr: "" });
  });

  it("fails the same check when a reference leads nowhere (the check can fail)", async () => {
    const broken = structuredClone(schema);
    broken.resources["tunnels:index:HttpsEdgeRoute"].inputProperties.circuitBreaker.$ref =
      "#/types/tunnels:index:NoSuchType";
    const file = path.join(dir, "broken.json");
    writeFileSync(file, JSON.stringify(broken));
    const result = await pulumi(["schema", "check", file]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain("NoSuchType");
  });

  it("reads back exactly as written: pulumi package get-schema", async () => {
    const result = await pulumi(["package", "get-schema", schemaPath]);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(schema);
  });
});
