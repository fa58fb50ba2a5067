import { readFileSync } from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { dump, load } from "js-yaml";
import type { ExampleSource } from "./sources";

/** The project of the stack that deploys every example of a language at once: its config keys' namespace. */
export const JOINED_PROJECT = "examples";

type Section = Record<string, unknown>;
interface Program {
  config?: Section;
  variables?: Section;
  resources?: Section;
  outputs?: Section;
}
const SECTIONS = ["config", "variables", "resources", "outputs"] as const;

/**
 * Every example's YAML program as one program (docs/development/examples.md): each section the union of theirs, each
 * declaration as its example writes it. This is what one stack of a language's joined examples must hold, and
 * what proves they can share one stack and one account: a resource, variable or output name used by two
 * examples is refused, naming both, and so is a config key two examples declare differently (one declared
 * alike, `webhookSecret`, is one value read by both). Hostnames are the examples' own: the server refuses a
 * second edge on one at `up`.
 */
export function joinedProgram(root: string, examples: ExampleSource[]): string {
  const joined: Record<string, Section> = { config: {}, variables: {}, resources: {}, outputs: {} };
  const owner: Record<string, string> = {};
  for (const example of examples) {
    const program = load(readFileSync(path.join(root, example.source, "Pulumi.yaml"), "utf8")) as Program;
    for (const section of SECTIONS)
      for (const [name, declaration] of Object.entries(program[section] ?? {})) {
        const key = `${section}.${name}`;
        const alike = section === "config" && isDeepStrictEqual(joined.config[name], declaration);
        if (owner[key] && !alike)
          throw new Error(
            `${example.name} and ${owner[key]} both declare the ${section} entry \`${name}\`${section === "config" ? " differently" : ""}: ` +
              "the examples share one stack per language, so give one of them another name",
          );
        owner[key] ??= example.name;
        joined[section][name] = declaration;
      }
  }
  const sections = Object.fromEntries(
    SECTIONS.filter((s) => Object.keys(joined[s]).length).map((s) => [s, joined[s]]),
  );
  return `name: ${JOINED_PROJECT}\nruntime: yaml\n${dump(sections, { lineWidth: -1 })}`;
}
