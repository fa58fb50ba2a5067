import { describe, expect, it } from "vitest";
import { YamlProject } from "../../harness";

/**
 * The toolchain alone: a `runtime: yaml` program with no provider (config in, outputs out) through the real CLI
 * and the real YAML language host, which the CLI finds beside itself and starts (no `--client`).
 */
const PROGRAM = `
config:
  greeting:
    type: string
    default: hello
  count:
    type: integer
  token:
    type: string
    secret: true
outputs:
  message: \${greeting} world, \${count} times
  hosts:
    - fn::select: [0, ["a.example.com", "b.example.com"]]
  token: \${token}
`;

const SECRET = "yaml-s3cr3t-value";

describe("a YAML program through the real CLI and the real YAML host", { timeout: 300_000 }, () => {
  it("runs config and outputs, keeps a secret config value secret, and the host comes from beside the CLI", async () => {
    const project = await YamlProject.create({
      program: PROGRAM,
      config: { "yaml-test:count": "3" },
      secretConfig: { "yaml-test:token": SECRET },
    });
    const up = await project.run(["up", "--yes", "--skip-preview"]);
    // Found beside `pulumi`, as in a Pulumi install: no warning about a host taken from PATH.
    expect(up.stdout + up.stderr).not.toMatch(/pulumi-language-yaml from \$PATH/);
    expect(up.stdout + up.stderr).not.toContain(SECRET);

    const outputs = JSON.parse((await project.run(["stack", "output", "--json"])).stdout);
    expect(outputs).toEqual({
      message: "hello world, 3 times",
      hosts: ["a.example.com"],
      token: "[secret]",
    });
    const shown = JSON.parse((await project.run(["stack", "output", "--json", "--show-secrets"])).stdout);
    expect(shown.token).toBe(SECRET);
    expect((await project.run(["stack", "export"])).stdout).not.toContain(SECRET);

    expect((await project.pulumi(["preview", "--expect-no-changes"])).code).toBe(0);
    await project.setConfig("yaml-test:greeting", "hi");
    await project.run(["up", "--yes", "--skip-preview"]);
    expect(JSON.parse((await project.run(["stack", "output", "--json"])).stdout).message).toBe(
      "hi world, 3 times",
    );
  });

  it("mistakes are reported where they are made: a config value of the wrong type, a reference to nothing", async () => {
    const project = await YamlProject.create({
      program: PROGRAM,
      config: { "yaml-test:count": "three" },
      secretConfig: { "yaml-test:token": SECRET },
    });
    // The CLI checks config types against the program's `config:` before the host runs.
    const wrongType = await project.pulumi(["preview"]);
    expect(wrongType.code).not.toBe(0);
    expect(wrongType.stderr).toContain("configuration key 'count' must be of type 'integer'");

    // The YAML host checks references, and says where the mistake is.
    await project.setConfig("yaml-test:count", "3");
    project.writeProgram(`${PROGRAM}  typo: \${greetng}\n`);
    const typo = await project.pulumi(["preview"]);
    expect(typo.code).not.toBe(0);
    expect(typo.stdout).toContain('resource or variable named "greetng" could not be found');
    expect(typo.stdout).toMatch(/on Pulumi\.yaml line \d+:\n\s+\d+:\s+typo: \$\{greetng\}/);
  });
});
