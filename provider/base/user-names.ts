import { camelCase, moduleList, resourceList, walk } from "../../catalog";
import { goName, pythonName } from "./names";

/**
 * Member names as the user's program writes them. The schema, YAML and the TypeScript classes write
 * camelCase (`circuitBreaker.numBuckets`); Pulumi's generators name the same members in snake_case for Python
 * (`circuit_breaker.num_buckets`) and PascalCase for Go (`CircuitBreaker.NumBuckets`). The native plugin tells
 * the language from its project's `runtime` (plugin/project-language.ts); anything else speaks the schema's.
 */
export type Language = "typescript" | "python" | "go";

/** The language whose names a project of this `runtime` writes: the schema's unless Python or Go. */
export function languageOfRuntime(runtime: string | undefined): Language {
  return runtime === "python" || runtime === "go" ? runtime : "typescript";
}

/** A member's name in `language`, from its name in the schema, as the package model names it (model/names.ts). */
export function memberNameIn(language: Language, schemaName: string): string {
  if (language === "python") return pythonName(schemaName);
  if (language === "go") return goName(schemaName);
  return schemaName;
}

/** Every name of a member in the catalog, on the wire (`num_buckets`) or in the schema (`numBuckets`) → the schema's. */
const SCHEMA_NAMES: ReadonlyMap<string, string> = (() => {
  const names = new Map<string, string>([["adoptId", "adoptId"]]);
  const add = (wire: string) => {
    names.set(wire, camelCase(wire));
    names.set(camelCase(wire), camelCase(wire));
  };
  for (const def of [...resourceList, ...moduleList]) {
    def.parents.forEach(add);
    const schemas = "request" in def ? [def.request, def.response] : [def.create, def.update, def.response];
    for (const schema of schemas) walk(schema, (m) => add(m.wireName));
  }
  return names;
})();

const WORD = /[A-Za-z_][A-Za-z0-9_]*/g;
/** A name, or names joined by dots, each maybe with list indexes: `tls_termination.min_version`, `hostports[0]`. */
const PATH = /[A-Za-z_][A-Za-z0-9_]*(?:\[\d+\])*(?:\.[A-Za-z_][A-Za-z0-9_]*(?:\[\d+\])*)*/g;

/** A word that is a member name and nothing else: it holds an underscore (the wire's) or a capital (the schema's). */
const onlyAName = (word: string) => word.includes("_") || /[a-z0-9][A-Z]/.test(word);

/** Messages in one language's member names. */
export class UserNames {
  constructor(readonly language: Language = "typescript") {}

  /**
   * A member named in the schema (`numBuckets`) or on the wire (`num_buckets`), in this language; a name that
   * is no member's (a misspelt one) as it was written.
   */
  member(name: string): string {
    const schemaName = SCHEMA_NAMES.get(name);
    return schemaName === undefined ? name : memberNameIn(this.language, schemaName);
  }

  /**
   * Free text with its member names in this language and nothing else changed: never a word of a path or
   * URL that was called (`GET /ip_policies/ipp_1`), never a value that merely looks like a name (`path_prefix`,
   * `api_key_created.v0`). A word is translated when it is a member name and can be nothing else, or when it
   * is a segment of a dotted path of member names (`tlsTermination.enabled`, which Go writes `TlsTermination.Enabled`).
   */
  text(text: string): string {
    return text
      .split(/(\s+)/)
      .map((token) => (token.includes("/") ? token : token.replace(PATH, (path) => this.inText(path))))
      .join("");
  }

  /** A path known to be of members (`circuit_breaker.num_buckets`, the service's `details.field`), in this language. */
  path(path: string): string {
    return path.replace(WORD, (w) => (SCHEMA_NAMES.has(w) ? this.member(w) : w));
  }

  private inText(path: string): string {
    const words = path.match(WORD) ?? [];
    const ofNames = path.includes(".") && words.every((w) => SCHEMA_NAMES.has(w));
    return path.replace(WORD, (w) => (SCHEMA_NAMES.has(w) && (ofNames || onlyAName(w)) ? this.member(w) : w));
  }
}
