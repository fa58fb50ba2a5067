import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { mkdtempSync } from "node:fs";
import { runCheck } from "../scripts/release/run-check";
import { startServer } from "../server/index";
import {
  cliWithYamlHost,
  PACKAGE_VERSION as VERSION,
  REPO_ROOT,
  docBlock,
  releaseFolder,
  startAssetServer,
  unpackedExecutable,
  YamlProject,
} from "../harness";

/**
 * The plugin as a release ships it, in one run (`npm run bench -- release`):
 * 1. each archive's size, and its executable's (the release folder of test/release, built if needed);
 * 2. start until GetPluginInfo is answered, with an empty environment: the linux-amd64 executable beside the
 *    clone's Node launcher (`node plugin/bin/pulumi-resource-tunnels`), alternated, BENCH_STARTS each;
 * 3. README's YAML program through the real CLI: the first `pulumi preview` with an empty plugin cache, the
 *    download from the release folder (served on 127.0.0.1) and the install included, beside a second preview
 *    of the same stack with the plugin installed; BENCH_PREVIEWS pairs, each in a fresh PULUMI_HOME.
 */
const STARTS = Number(process.env.BENCH_STARTS ?? 10);
const PREVIEWS = Number(process.env.BENCH_PREVIEWS ?? 3);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const ms = (x: number) => `${x.toFixed(0)} ms`;

function sizes(folder: string) {
  console.log("| archive | size | executable |\n| --- | --- | --- |");
  for (const file of readdirSync(folder).filter(
    (f) => f.endsWith(".tar.gz") && f.startsWith("pulumi-resource"),
  )) {
    const platform = /-(linux-\w+|darwin-\w+)\.tar\.gz$/.exec(file)?.[1] ?? "";
    const executable = path.join(`${folder}.unpacked`, platform, "pulumi-resource-tunnels");
    console.log(
      `| ${file} | ${mb(statSync(path.join(folder, file)).size)} | ${mb(statSync(executable).size)} |`,
    );
  }
}

async function starts(executable: string) {
  const expected = {
    version: VERSION,
    schema: readFileSync(path.join(REPO_ROOT, "plugin", "schema.json"), "utf8"),
  };
  const launcher = path.join(REPO_ROOT, "plugin", "bin", "pulumi-resource-tunnels");
  const times = { executable: [] as number[], launcher: [] as number[] };
  for (let i = 0; i < STARTS; i++) {
    times.executable.push((await runCheck(executable, [], expected)).startToInfoMs);
    times.launcher.push((await runCheck(launcher, [process.execPath], expected)).startToInfoMs);
  }
  const [exe, node] = [median(times.executable), median(times.launcher)];
  console.log(
    `\nstart until GetPluginInfo, median of ${STARTS}: executable ${ms(exe)}, Node launcher ${ms(node)}`,
  );
  console.log(`executable / launcher: ${(exe / node).toFixed(2)}`);
}

async function previews(folder: string) {
  const server = await startServer({ port: 0 });
  const assets = await startAssetServer(() => folder);
  const scratch = mkdtempSync(path.join(tmpdir(), "tunnels-bench-release-"));
  const first: number[] = [];
  const second: number[] = [];
  try {
    const program = docBlock("README.md", "A first program", "yaml", { "<version>": VERSION }).replace(
      /^(name|runtime):.*\n/gm,
      "",
    );
    for (let i = 0; i < PREVIEWS; i++) {
      const project = await YamlProject.create({
        program,
        project: "edge",
        parentDir: scratch,
        env: {
          PATH: cliWithYamlHost(),
          PULUMI_IGNORE_AMBIENT_PLUGINS: "true",
          PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION: undefined,
          ...assets.override,
        },
        config: { "tunnels:apiUrl": server.url },
        secretConfig: { "tunnels:apiKey": server.rootToken, "edge:datadogApiKey": "dd-bench" },
      });
      for (const into of [first, second]) {
        const t = performance.now();
        await project.run(["preview"]);
        into.push(performance.now() - t);
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    await assets.close();
    await server.close();
  }
  const downloads = assets.requests.length;
  console.log(
    `\nREADME's YAML program, pulumi preview, median of ${PREVIEWS} (${downloads} downloads in all):`,
  );
  console.log(`first, with the download and install: ${ms(median(first))} (${first.map(ms).join(", ")})`);
  console.log(`second, the plugin installed: ${ms(median(second))} (${second.map(ms).join(", ")})`);
  console.log(`first / second: ${(median(first) / median(second)).toFixed(2)}`);
}

async function main() {
  const folder = await releaseFolder();
  for (const platform of ["linux-amd64", "linux-arm64"]) await unpackedExecutable(platform);
  sizes(folder);
  await starts(await unpackedExecutable("linux-amd64"));
  await previews(folder);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
