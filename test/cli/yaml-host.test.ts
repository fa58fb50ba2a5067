import { describe, expect, it } from "vitest";
import { YamlProject } from "./yaml-project";

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

  it("a program error from the YAML host reaches the user: a config value of the wrong type", async () => {
    const project = await YamlProject.create({
      program: PROGRAM,
      config: { "yaml-test:count": "three" },
      secretConfig: { "yaml-test:token": SECRET },
    });
    const r = await project.pulumi(["preview"]);
    expect(r.code).not.toBe(0);
    expect(r.stdout + r.stderr).toMatch(/count/);
  });
});
