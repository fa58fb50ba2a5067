import { execFile } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

/**
 * The package's types as a program sees them: test/types/program.ts compiled with `tsc --strict` (its
 * `@ts-expect-error` lines prove each loose type refused), and the declarations a user's editor shows.
 */
const root = path.resolve(__dirname, "../..");
const tsc = path.join(root, "node_modules", "typescript", "bin", "tsc");
const run = promisify(execFile);

async function compile(project: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await run(process.execPath, [tsc, "-p", project, "--pretty", "false"], { cwd: root });
    return { code: 0, output: stdout };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, output: `${e.stdout}${e.stderr}` };
  }
}

const dts = path.join(root, ".tmp", "types-dts", "provider");

describe("the package's types", () => {
  it("compile the type test program under --strict, every refused form refused", async () => {
    rmSync(path.join(root, ".tmp", "types-dts"), { recursive: true, force: true });
    const { code, output } = await compile(path.join(__dirname, "tsconfig.json"));
    expect(output).toBe("");
    expect(code).toBe(0);
  });

  it("show no zod internals: the public declarations name only Pulumi's types and their own", () => {
    const files = [
      "index.d.ts",
      ...readdirSync(path.join(dts, "program", "generated"), { recursive: true, encoding: "utf8" })
        .filter((f) => f.endsWith(".d.ts"))
        .map((f) => `program/generated/${f.split(path.sep).join("/")}`),
    ];
    expect(files.length).toBeGreaterThan(30);
    for (const file of files) {
      const text = readFileSync(path.join(dts, file), "utf8");
      expect({
        file,
        internals: text.match(/zod|Zod|ResourceDef|ModuleDef|Camelize|\.\.\/catalog/g),
      }).toEqual({
        file,
        internals: null,
      });
    }
    const edge = readFileSync(path.join(dts, "program/generated/https-edge.d.ts"), "utf8");
    expect(edge).toContain("export declare class HttpsEdge extends pulumi.dynamic.Resource");
    // A nested object is a named type, declared once in types/ (a module's, with its module class's name).
    expect(edge).toContain(
      "readonly tlsTermination: pulumi.Output<types.HttpsEdgeTlsTerminationModule | null | undefined>;",
    );
    const types = readFileSync(
      path.join(dts, "program/generated/types/https-edge-tls-termination.d.ts"),
      "utf8",
    );
    expect(types).toMatch(
      /export interface HttpsEdgeTlsTerminationModule \{[^}]*\n {4}terminateAt\?: string;/,
    );
    expect(edge).toContain("/** What this HTTPS edge is for; at most 255 bytes of UTF-8. */");
  });

  it("fail to compile a loose use, so the check above can fail", async () => {
    const dir = path.join(root, ".tmp", "types-loose");
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, "loose.ts"),
      'import * as tunnels from "pulumi-tunnels";\ntunnels.getTunnels({ region: "europe" });\n',
    );
    writeFileSync(
      path.join(dir, "tsconfig.json"),
      JSON.stringify({
        extends: "../../tsconfig.json",
        compilerOptions: { noEmit: true, rootDir: "../.." },
        files: ["loose.ts"],
      }),
    );
    const { code, output } = await compile(path.join(dir, "tsconfig.json"));
    expect(code).not.toBe(0);
    expect(output).toMatch(/loose\.ts\(2,[0-9]+\): error TS2322: Type '"europe"' is not assignable/);
  });
});
