import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT, TMP_ROOT } from "../../harness";
import type { ExampleSource } from "../../scripts/examples/sources";
import { type InstalledSdk, maven } from "./java-project";

/** Where the Java generator writes an example's program, under its rendered folder. */
export const javaProgram = (example: ExampleSource) =>
  path.join(REPO_ROOT, example.out, "java", "src", "main", "java", "generated_program", "App.java");

/**
 * A Maven aggregator under .tmp with a module each, from java-examples/pom.xml, the example's App.java unmodified
 * (all are `generated_program.App`, so each needs its own module), and the `.mvn/maven.config` that points Maven
 * at the installed SDK. Resolves with its folder.
 */
export function javaExamplesReactor(sdk: InstalledSdk, examples: ExampleSource[]): string {
  mkdirSync(TMP_ROOT, { recursive: true });
  const root = mkdtempSync(path.join(TMP_ROOT, "java-examples-"));
  const template = readFileSync(path.join(REPO_ROOT, "test", "sdks", "java-examples", "pom.xml"), "utf8");
  for (const e of examples) {
    const module = path.join(root, e.name);
    mkdirSync(path.join(module, "src", "main", "java", "generated_program"), { recursive: true });
    cpSync(javaProgram(e), path.join(module, "src", "main", "java", "generated_program", "App.java"));
    writeFileSync(path.join(module, "pom.xml"), template.replaceAll("EXAMPLE", e.name));
  }
  const modules = examples.map((e) => `<module>${e.name}</module>`).join("");
  writeFileSync(
    path.join(root, "pom.xml"),
    `<project><modelVersion>4.0.0</modelVersion><groupId>examples</groupId><artifactId>all</artifactId>` +
      `<version>1.0-SNAPSHOT</version><packaging>pom</packaging><modules>${modules}</modules></project>\n`,
  );
  mkdirSync(path.join(root, ".mvn"));
  // The repository ends with a slash: the manifest's class path is `<repository>/<group path>/…`.
  writeFileSync(
    path.join(root, ".mvn", "maven.config"),
    `-Dmaven.repo.local=${sdk.repository}/\n-Dtunnels.version=${sdk.version}\n`,
  );
  return root;
}

/**
 * Every rendered Java example built in one Maven run (one JVM, one resolution of the SDK and its dependencies,
 * where one `mvn compile exec:java` per example and CLI command would take minutes), in javaExamplesReactor's
 * modules, each packaged as a jar whose manifest names the main class and the jars it needs in the local
 * repository. Resolves with each example's jar, or rejects with Maven's output (a program that does not compile
 * names its file and line there).
 */
export async function javaExampleJars(
  sdk: InstalledSdk,
  examples: ExampleSource[],
): Promise<Record<string, string>> {
  const root = javaExamplesReactor(sdk, examples);
  // `compile jar:jar`, not `package`: no test phase, whose default surefire plugin npm test has not fetched.
  const built = await maven(root, ["-q", "compile", "jar:jar"]);
  if (built.code !== 0) throw new Error(`the Java examples did not build:\n${built.stdout}${built.stderr}`);
  return Object.fromEntries(
    examples.map((e) => [e.name, path.join(root, e.name, "target", `${e.name}.jar`)]),
  );
}
