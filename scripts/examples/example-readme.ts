import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { ExampleSource } from "./sources";

/**
 * The README of each language folder of an example (projects.ts): how to run the folder copied alone, as
 * test/docs/examples-copied.test.ts runs it (docs/development/executed-docs.md has the markers). What a language
 * needs first is the README's Install section for it, named by a `setup` marker; a program whose config has values
 * no one can make up (the ids examples/adopt adopts) runs the example README's "Before you run it" first, whose
 * commands leave each value in a shell variable of the key's name.
 */

export type ProgramConfig = Record<string, { secret?: boolean; default?: unknown }>;

export interface ReadmePage {
  root: string;
  example: ExampleSource;
  program: { name: string; description: string };
  config: ProgramConfig;
  /** Whether the program calls a function of the package (`fn::invoke`). */
  callsFunction: boolean;
}

type Language = "typescript" | "python" | "go" | "java";

const LABEL: Record<Language | "yaml", string> = {
  typescript: "TypeScript (the Node.js SDK)",
  python: "Python",
  go: "Go",
  java: "Java",
  yaml: "YAML",
};

/** The README.md Install section a language needs first, by its anchor, and what it leaves. */
const SETUP: Partial<Record<Language, [anchor: string, needs: string]>> = {
  python: ["python-programs", "the Python SDK installed in an active virtual environment"],
  go: ["go-programs", "Go reaching the Go SDK (until it is tagged, `GOPROXY` and `GONOSUMDB` as there)"],
  java: ["java-programs", "the Java SDK's jars in your local Maven repository"],
};

const BEFORE = "before-you-run-it";

/** A paragraph broken into lines of at most 110 characters, at spaces (the pages' limit is 120: .remarkrc.mjs). */
function wrap(paragraph: string, width = 110): string {
  const lines: string[] = [];
  let line = "";
  for (const word of paragraph.split(" ")) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line].join("\n");
}

const fence = "```";
const block = (...lines: string[]) => [`${fence}sh`, ...lines, fence].join("\n");

/** The config lines of a stack of the program, and the keys whose values come from the shell. */
function configLines(config: ProgramConfig): { lines: string[]; fromShell: string[] } {
  const lines: string[] = [];
  const fromShell: string[] = [];
  for (const [key, entry] of Object.entries(config)) {
    if (entry.secret) lines.push(`pulumi config set --secret ${key} <secret>`);
    else if (entry.default === undefined) {
      lines.push(`pulumi config set ${key} "$${key}"`);
      fromShell.push(key);
    }
  }
  return { lines, fromShell };
}

/** The top of every README: the title, what the program does, where it comes from. */
function heading(page: ReadmePage, label: string, folder: string, note: string): string[] {
  const exampleReadme = join(page.example.out, "README.md");
  const about = existsSync(join(page.root, exampleReadme))
    ? ` [The example's README](${relative(folder, exampleReadme)}) says what it declares.`
    : "";
  return [
    `# ${page.program.name} in ${label}`,
    "",
    wrap(`${page.program.description}.${about}`),
    "",
    wrap(note),
    "",
  ];
}

/** The stack's commands, after what comes first for a program whose config needs values from the shell. */
function stackSection(page: ReadmePage, folder: string): string[] {
  const { lines, fromShell } = configLines(page.config);
  const text: string[] = [];
  if (fromShell.length) {
    const exampleReadme = join(page.example.out, "README.md");
    const readme = existsSync(join(page.root, exampleReadme))
      ? readFileSync(join(page.root, exampleReadme), "utf8")
      : "";
    if (!/^## Before you run it$/m.test(readme))
      throw new Error(
        `${page.example.source}/Pulumi.yaml has config no one can make up (${fromShell.join(", ")}): ` +
          `${exampleReadme} must say how to make it, under "## Before you run it"`,
      );
    const link = `${relative(folder, exampleReadme)}#${BEFORE}`;
    const vars = fromShell.map((k) => `\`$${k}\``).join(", ");
    text.push(
      `<!-- docs-test: after ${exampleReadme}#${BEFORE} -->`,
      wrap(
        `First make what it needs, as [the example's README](${link}) says: its commands leave ${vars} in the shell.`,
      ),
      "",
    );
  }
  text.push(
    "Make a stack, give it the service's URL and key and the program's settings, and preview it:",
    "",
    block(
      "pulumi stack init dev",
      "pulumi config set tunnels:apiUrl <api url>",
      "pulumi config set --secret tunnels:apiKey <token>",
      ...lines,
      "pulumi preview",
    ),
    "",
    "`pulumi up` deploys it; `pulumi destroy` deletes what it made.",
    "",
  );
  return text;
}

/** The README of a rendered language folder. */
export function languageReadme(page: ReadmePage, language: Language): string {
  const folder = join(page.example.out, language);
  const yaml = relative(folder, join(page.example.source, "Pulumi.yaml"));
  const note = `Rendered from the example's [YAML program](${yaml}) by \`npm run gen-examples\`: do not edit it here.`;
  const text = [...heading(page, LABEL[language], folder, note), "## Run it", ""];
  const setup = SETUP[language];
  if (setup) {
    const install = `${relative(folder, "README.md")}#${setup[0]}`;
    text.push(
      `<!-- docs-test: setup README.md#${setup[0]} -->`,
      wrap(
        `Copy this folder alone. Run it in a terminal with ${setup[1]}, as README's [Install](${install}) says.`,
      ),
      "",
    );
  } else text.push("Copy this folder alone. Node.js 20, 22 or 24.", "");
  if (language === "typescript")
    text.push(
      wrap(
        "Install its packages. Until `@pulumi-tunnels/tunnels` is on npm (then `npm install`), from a release folder:",
      ),
      "",
      block("npm install <release folder>/pulumi-tunnels-tunnels-<version>.tgz"),
      "",
    );
  if (language === "go") text.push("Resolve its modules:", "", block("go mod tidy"), "");
  if (language === "java" && page.callsFunction)
    text.push(
      wrap(
        "The Java SDK (`com.pulumi:pulumi` 1.36.1) sends the plugin's download URL with each resource but not with " +
          "a function call, and this program may call `getTunnels` before its first resource: install the plugin " +
          "first, or its first preview looks for it on get.pulumi.com.",
      ),
      "",
      block(
        "pulumi plugin install resource tunnels <version> --server github://api.github.com/pulumi-tunnels",
      ),
      "",
    );
  return `${[...text, ...stackSection(page, folder)].join("\n").trimEnd()}\n`;
}

/** The README of the YAML program's folder, when it is not the example's own. */
export function yamlReadme(page: ReadmePage): string {
  const folder = page.example.source;
  const note =
    "Written once, here: the example's other languages are rendered from this program (`npm run gen-examples`).";
  const text = [
    ...heading(page, LABEL.yaml, folder, note),
    "## Run it",
    "",
    "Copy this folder alone: the program names the plugin's version and download URL, so the Pulumi CLI is all it",
    "needs (it downloads the plugin).",
    "",
  ];
  return `${[...text, ...stackSection(page, folder)].join("\n").trimEnd()}\n`;
}
