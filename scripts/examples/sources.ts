/**
 * The examples written once, in YAML, and rendered into the other languages (README.md, "Languages"): where
 * each one's Pulumi.yaml is, and the folder its languages go into, `<out>/<language>/`.
 */
export interface ExampleSource {
  name: string;
  /** The folder of the YAML program, from the repository's root. */
  source: string;
  /** The folder the rendered languages go into, from the repository's root. */
  out: string;
}

const written = (name: string): ExampleSource => ({
  name,
  source: `examples/${name}/yaml`,
  out: `examples/${name}`,
});

export const EXAMPLES: ExampleSource[] = [
  written("quickstart"),
  written("https-edge"),
  written("tls-edge"),
  written("event-destinations"),
  written("adopt"),
  // The first YAML program, whose folder is its own (test/cli/yaml-example.test.ts runs it there).
  { name: "yaml", source: "examples/yaml", out: "examples/yaml" },
];

/** The project name a YAML program gives itself (`name:`): its config keys' namespace. */
export const projectName = (yaml: string) => (/^name: (\S+)$/m.exec(yaml) ?? [])[1] ?? "";

/** The `secret: true` config keys of a YAML program, as a stack sets them: `<project>:<key>`. */
export const secretConfigKeys = (yaml: string) =>
  [...yaml.matchAll(/^ {2}(\w+):\n(?: {4}.*\n)*? {4}secret: true$/gm)].map(
    (m) => `${projectName(yaml)}:${m[1]}`,
  );

/** The output names of a YAML program. */
export const outputNames = (yaml: string) =>
  [...(yaml.split(/^outputs:$/m)[1] ?? "").matchAll(/^ {2}(\w+):/gm)].map((m) => m[1]);

/** The languages rendered, by folder: the Node.js SDK's TypeScript, Python and Go (pkg/v3), Java (pulumi-java). */
export const RENDERED = ["typescript", "python", "go", "java"] as const;
