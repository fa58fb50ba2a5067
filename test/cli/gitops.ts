import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  cliEnv,
  type CliResult,
  makeProgramDir,
  PACKAGE_VERSION,
  packedPackage,
  pulumiDir,
  REPO_ROOT,
  requireBuiltCli,
  runProcess,
  TMP_ROOT,
} from "../../harness";

export const GITOPS = path.join(REPO_ROOT, "examples", "gitops");
/** The passphrase examples/gitops/README.md documents for its committed Pulumi.<stack>.yaml files. */
export const GITOPS_PASSPHRASE = "gitops example passphrase: replace me";

/**
 * examples/gitops as a team's checkout of it: its Pulumi.yaml, committed stack files and scripts, the
 * program as `npm run build` compiles it, and pulumi-tunnels installed from its tarball with its `bin`
 * linked into node_modules/.bin (as npm does), so the scripts' `npx tunnels-drift-report` finds it. The
 * scripts run as CI runs them, with `pulumi` from PATH: there, drivers/cli/client-wrapper/pulumi, the real
 * CLI given a language runtime server (test/cli/README.md says why).
 */
export class GitopsCheckout {
  private constructor(
    readonly dir: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  static async create(): Promise<GitopsCheckout> {
    requireBuiltCli();
    const { dir } = await makeProgramDir({
      tarballs: [await packedPackage()],
      programSource: readFileSync(path.join(REPO_ROOT, "dist", "examples", "gitops", "index.js"), "utf8"),
      project: "tunnels-gitops",
    });
    for (const file of ["Pulumi.yaml", "Pulumi.staging.yaml", "Pulumi.production.yaml", "scripts", "policy"])
      cpSync(path.join(GITOPS, file), path.join(dir, file), { recursive: true });
    linkBin(dir, "pulumi-tunnels", "tunnels-drift-report");

    mkdirSync(TMP_ROOT, { recursive: true });
    const root = mkdtempSync(path.join(TMP_ROOT, "gitops-"));
    const home = path.join(root, "home");
    const backendDir = path.join(root, "state");
    mkdirSync(home);
    mkdirSync(backendDir);
    const env = cliEnv({ home, backendDir, passphrase: GITOPS_PASSPHRASE });
    const wrapper = path.join(REPO_ROOT, "drivers", "cli", "client-wrapper");
    const checkout = new GitopsCheckout(dir, {
      ...env,
      PATH: `${wrapper}${path.delimiter}${env.PATH}`,
      REAL_PULUMI: path.join(pulumiDir(), "pulumi"),
    });
    await checkout.pulumi([
      "plugin",
      "install",
      "analyzer",
      "policy-tunnels",
      PACKAGE_VERSION,
      "-f",
      analyzer(root),
    ]);
    return checkout;
  }

  /** Runs `scripts/<name>` from the checkout's root, as a CI step does; `env` adds to its environment. */
  script(name: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<CliResult> {
    return runProcess(path.join(this.dir, "scripts", name), args, {
      cwd: this.dir,
      env: { ...this.env, ...env },
      timeoutMs: 300_000,
    });
  }

  /** `pulumi <args>` in the checkout, through the same PATH as the scripts; must exit 0. */
  async pulumi(args: string[], input?: string): Promise<CliResult> {
    const result = await runProcess("pulumi", args, { cwd: this.dir, env: this.env, input });
    if (result.code !== 0)
      throw new Error(`pulumi ${args.join(" ")} exited ${result.code}:\n${result.stdout}\n${result.stderr}`);
    return result;
  }
}

/**
 * This build's analyzer as `pulumi plugin install -f` takes it: a folder holding `pulumi-analyzer-policy-tunnels`,
 * here a script that runs plugin/bin's. Installed at the package's version before the scripts run, it is what
 * preview.sh's own `pulumi plugin install` finds there (it downloads nothing then), as on a CI machine that
 * installed it from the release before.
 */
function analyzer(root: string): string {
  const dir = path.join(root, "analyzer");
  mkdirSync(dir);
  const bin = path.join(REPO_ROOT, "plugin", "bin", "pulumi-analyzer-policy-tunnels");
  writeFileSync(
    path.join(dir, "pulumi-analyzer-policy-tunnels"),
    `#!/bin/sh\nexec node ${JSON.stringify(bin)} "$@"\n`,
  );
  chmodSync(path.join(dir, "pulumi-analyzer-policy-tunnels"), 0o755);
  return dir;
}

/** Links an installed package's command into node_modules/.bin, executable, as `npm install` does. */
function linkBin(dir: string, pkg: string, command: string): void {
  const installed = path.join(dir, "node_modules", pkg);
  const { bin } = JSON.parse(readFileSync(path.join(installed, "package.json"), "utf8"));
  const target = path.join(installed, bin[command]);
  chmodSync(target, 0o755);
  mkdirSync(path.join(dir, "node_modules", ".bin"), { recursive: true });
  symlinkSync(target, path.join(dir, "node_modules", ".bin", command));
}
