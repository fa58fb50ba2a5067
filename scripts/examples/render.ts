import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { delimiter, join } from "node:path";
import { correctPrograms } from "./corrections";
import { pathWithoutPlugin, pluginHome } from "./plugin-home";
import { writeProjectFiles } from "./projects";
import { type ExampleSource, EXAMPLES } from "./sources";

/**
 * Renders every example from its YAML program, through what Pulumi serves: the CLI's `pulumi convert --from
 * yaml --language pcl` (with the YAML converter plugin built from the same pulumi-yaml module as the YAML
 * host, scripts/pulumi-converter-yaml.sh, and the plugin's schema from the clone's plugin), then the program
 * generators of the Node.js, Python and Go hosts (`pulumi-codegen program`) and of the Java host
 * (`pulumi-java-sdk program`) on that PCL, then the corrections of their known bugs (corrections.ts). Each
 * example's languages go into `<into>/<out>/<language>/`, each made a project with a README (projects.ts).
 */

/** The folder a tool's build script answers with (it builds the tool first if its cache has none). */
const toolDir = (root: string, script: string) =>
  execFileSync("bash", [join(root, "scripts", script)], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  }).trim();

export interface Tools {
  cli: string;
  converter: string;
  codegen: string;
  java: string;
}

export const tools = (root: string): Tools => ({
  cli: toolDir(root, "pulumi-cli.sh"),
  converter: toolDir(root, "pulumi-converter-yaml.sh"),
  codegen: toolDir(root, "pulumi-codegen.sh"),
  java: toolDir(root, "pulumi-java.sh"),
});

/** `correct: false` leaves the generators' output as they wrote it (test/examples/rendered.test.ts reads it). */
export interface RenderOptions {
  correct?: boolean;
}

function renderOne(
  root: string,
  t: Tools,
  example: ExampleSource,
  into: string,
  home: string,
  { correct = true }: RenderOptions,
): void {
  const pcl = join(home, "pcl", example.name);
  const env = {
    ...process.env,
    // The converter on PATH, before any other; the clone's plugin (its schema binds the program) is in the
    // home, installed under its version (plugin-home.ts).
    PATH: [t.converter, t.cli, pathWithoutPlugin()].join(delimiter),
    PULUMI_HOME: home,
    PULUMI_SKIP_UPDATE_CHECK: "true",
    PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION: "true",
  };
  const run = (file: string, args: string[], cwd = root) =>
    execFileSync(file, args, { cwd, env, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  run(
    join(t.cli, "pulumi"),
    ["convert", "--from", "yaml", "--language", "pcl", "--out", pcl],
    join(root, example.source),
  );
  const schema = join(root, "plugin", "schema.json");
  const out = join(into, example.out);
  run(join(t.codegen, "pulumi-codegen"), ["program", schema, pcl, out, "typescript", "python", "go"]);
  run(join(t.java, "pulumi-java-sdk"), ["program", schema, pcl, join(out, "java")]);
  // The known bugs of the Go and Java generators, corrected (corrections.ts).
  if (correct) correctPrograms(root, example, out);
  // An example's folders are projects that run copied alone (projects.ts); a class example's are snippets.
  if (EXAMPLES.includes(example)) writeProjectFiles(root, example, into);
}

/** Renders the examples into `into` (the repository's root to write them in place). */
export function renderExamples(
  root: string,
  into: string,
  examples: ExampleSource[] = EXAMPLES,
  options: RenderOptions = {},
): void {
  const t = tools(root);
  const home = pluginHome(root);
  try {
    for (const example of examples) renderOne(root, t, example, into, home, options);
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}
