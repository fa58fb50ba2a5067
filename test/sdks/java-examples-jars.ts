import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT, TMP_ROOT } from "../../harness";
import type { ExampleSource } from "../../scripts/examples/sources";
import { type InstalledSdk, maven } from "./java-project";
import { joinedSources, rewriteOnce } from "./joined-sources";

/** Where the Java generator writes an example's program, under its rendered folder. */
export const javaProgram = (example: ExampleSource) =>
  path.join(REPO_ROOT, example.out, "java", "src", "main", "java", "generated_program", "App.java");

const POM = path.join(REPO_ROOT, "test", "sdks", "java-examples", "pom.xml");

/** A new folder under .tmp with the `.mvn/maven.config` that points Maven at the installed SDK. */
function mavenRoot(sdk: InstalledSdk): string {
  mkdirSync(TMP_ROOT, { recursive: true });
  const root = mkdtempSync(path.join(TMP_ROOT, "java-examples-"));
  mkdirSync(path.join(root, ".mvn"));
  // The repository ends with a slash: the manifest's class path is `<repository>/<group path>/…`.
  writeFileSync(
    path.join(root, ".mvn", "maven.config"),
    `-Dmaven.repo.local=${sdk.repository}/\n-Dtunnels.version=${sdk.version}\n`,
  );
  return root;
}

/**
 * A Maven aggregator under .tmp with a module each, from java-examples/pom.xml, the example's App.java unmodified
 * (all are `generated_program.App`, so each needs its own module). Resolves with its folder: class-examples-compile
 * compiles the class examples there in one Maven run.
 */
export function javaExamplesReactor(sdk: InstalledSdk, examples: ExampleSource[]): string {
  const root = mavenRoot(sdk);
  const template = readFileSync(POM, "utf8");
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
  return root;
}

/**
 * The test's main class: every example's `stack` in one `Pulumi.run`, in turn, an exception naming its example.
 */
const MAIN = (
  pkgs: { name: string; pkg: string }[],
) => `// Every rendered example's program in one Pulumi.run (test/sdks/java-examples-jars.ts writes this file).
import com.pulumi.Pulumi;

public class Main {
    public static void main(String[] args) {
        Pulumi.run(ctx -> {
${pkgs.map(({ name, pkg }) => `            stack("${name}", () -> ${pkg}.App.stack(ctx));\n`).join("")}        });
    }

    private static void stack(String example, Runnable stack) {
        try {
            stack.run();
        } catch (RuntimeException e) {
            throw new RuntimeException(example + ": " + e.getMessage(), e);
        }
    }
}
`;

/**
 * Every rendered Java example in one program, built in one Maven run (one JVM, one resolution of the SDK and
 * its dependencies) as one jar whose manifest names the main class and the jars it needs in the local
 * repository: each example's App.java with one rewrite, made once (joined-sources.ts), its package
 * `generated_program` → its own (they are all `generated_program.App`); and the test's Main, which runs every
 * example's `App.stack` in one `Pulumi.run`. Resolves with the jar, or rejects with Maven's output (a program
 * that does not compile names its file and line there).
 */
export async function javaExamplesJar(sdk: InstalledSdk, examples: ExampleSource[]): Promise<string> {
  const root = mavenRoot(sdk);
  const sources = path.join(root, "src", "main", "java");
  const joined = joinedSources(examples, javaProgram, (pkg) => [
    ["package generated_program;", `package ${pkg};`],
  ]);
  for (const { pkg, source } of joined) {
    mkdirSync(path.join(sources, pkg), { recursive: true });
    writeFileSync(path.join(sources, pkg, "App.java"), source);
  }
  writeFileSync(
    path.join(sources, "Main.java"),
    MAIN(joined.map((j) => ({ name: j.example.name, pkg: j.pkg }))),
  );
  const pom = rewriteOnce(readFileSync(POM, "utf8"), POM, [
    "<mainClass>generated_program.App</mainClass>",
    "<mainClass>Main</mainClass>",
  ]);
  writeFileSync(path.join(root, "pom.xml"), pom.replaceAll("EXAMPLE", "examples"));
  // `compile jar:jar`, not `package`: no test phase, whose default surefire plugin npm test has not fetched.
  const built = await maven(root, ["-q", "compile", "jar:jar"]);
  if (built.code !== 0) throw new Error(`the Java examples did not build:\n${built.stdout}${built.stderr}`);
  return path.join(root, "target", "examples.jar");
}
