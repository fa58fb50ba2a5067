import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { dump, load } from "js-yaml";
import { languageReadme, type ProgramConfig, yamlReadme } from "./example-readme";
import type { ExampleSource } from "./sources";

/**
 * What makes each rendered language folder of an example (`examples/<name>/<language>/`) a project that runs
 * copied alone, as its README says (test/docs/examples-copied.test.ts): the `Pulumi.yaml` of its runtime, the
 * language's own project file (package.json and tsconfig.json, go.mod, pom.xml) and a README (example-readme.ts),
 * and the YAML program's README beside it. The project's name is the YAML program's, so its config keys are the
 * same in every language. Versions come from the repository: package.json's for the SDK, the Node.js SDK's range
 * of @pulumi/pulumi, the Go SDK's sdk/v3. Written by render.ts after the programs (`npm run gen-examples`).
 */

interface YamlProgram {
  name: string;
  description?: string;
  config?: Record<string, { type?: string; secret?: boolean; default?: unknown }>;
}

const json = (root: string, file: string) => JSON.parse(readFileSync(join(root, file), "utf8"));

/** The versions the projects name, read from the repository. */
function versions(root: string) {
  const goMod = readFileSync(join(root, "sdk", "go", "go.mod"), "utf8");
  return {
    sdk: json(root, "package.json").version as string,
    pulumiNodejs: json(root, "sdk/nodejs/package.json").dependencies["@pulumi/pulumi"] as string,
    typescript: json(root, "package.json").devDependencies.typescript as string,
    go: /^go (\S+)$/m.exec(goMod)?.[1] ?? "",
    sdkV3: /github\.com\/pulumi\/pulumi\/sdk\/v3 (v\S+)/.exec(goMod)?.[1] ?? "",
  };
}

const HEADER = "Rendered from the example's YAML program by `npm run gen-examples`: do not edit";

function pulumiYaml(program: YamlProgram, runtime: string): string {
  const project = { name: program.name, runtime, description: program.description };
  return `# ${HEADER}.\n${dump(project, { lineWidth: -1 })}`;
}

function packageJson(program: YamlProgram, v: ReturnType<typeof versions>): string {
  const manifest = {
    name: program.name,
    private: true,
    main: "index.ts",
    dependencies: { "@pulumi-tunnels/tunnels": v.sdk, "@pulumi/pulumi": v.pulumiNodejs },
    devDependencies: { typescript: v.typescript },
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

const TSCONFIG = `${JSON.stringify(
  {
    compilerOptions: {
      strict: true,
      target: "es2020",
      module: "commonjs",
      moduleResolution: "node",
      skipLibCheck: true,
    },
    files: ["index.ts"],
  },
  null,
  2,
)}\n`;

function goMod(program: YamlProgram, v: ReturnType<typeof versions>): string {
  return [
    `module example.com/${program.name}`,
    "",
    `go ${v.go}`,
    "",
    "require (",
    `\tgithub.com/pulumi-tunnels/pulumi-tunnels/sdk/go v${v.sdk}`,
    `\tgithub.com/pulumi/pulumi/sdk/v3 ${v.sdkV3}`,
    ")",
    "",
  ].join("\n");
}

function pom(program: YamlProgram, v: ReturnType<typeof versions>): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!-- ${HEADER}. Pulumi's Java language host runs it with \`mvn compile exec:java\`, and asks it which plugins
     the program needs with -DmainClass and -DmainArgs of its own: the exec plugin takes both from these properties. -->
<project xmlns="http://maven.apache.org/POM/4.0.0"
         xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 https://maven.apache.org/xsd/maven-4.0.0.xsd">
    <modelVersion>4.0.0</modelVersion>

    <groupId>examples</groupId>
    <artifactId>${program.name}</artifactId>
    <version>1.0-SNAPSHOT</version>

    <properties>
        <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
        <maven.compiler.release>17</maven.compiler.release>
        <mainClass>generated_program.App</mainClass>
        <mainArgs/>
    </properties>

    <dependencies>
        <dependency>
            <groupId>com.pulumitunnels</groupId>
            <artifactId>tunnels</artifactId>
            <version>${v.sdk}</version>
        </dependency>
    </dependencies>

    <build>
        <plugins>
            <plugin>
                <groupId>org.apache.maven.plugins</groupId>
                <artifactId>maven-resources-plugin</artifactId>
                <version>3.3.1</version>
            </plugin>
            <plugin>
                <groupId>org.apache.maven.plugins</groupId>
                <artifactId>maven-compiler-plugin</artifactId>
                <version>3.13.0</version>
            </plugin>
            <plugin>
                <groupId>org.codehaus.mojo</groupId>
                <artifactId>exec-maven-plugin</artifactId>
                <version>3.5.0</version>
                <configuration>
                    <mainClass>\${mainClass}</mainClass>
                    <commandlineArgs>\${mainArgs}</commandlineArgs>
                </configuration>
            </plugin>
        </plugins>
    </build>
</project>
`;
}

/** The files of every language folder of `example`, by their path under its `out` folder. */
export function projectFiles(root: string, example: ExampleSource): Record<string, string> {
  const text = readFileSync(join(root, example.source, "Pulumi.yaml"), "utf8");
  const program = load(text) as YamlProgram;
  const config: ProgramConfig = program.config ?? {};
  const v = versions(root);
  const page = {
    root,
    example,
    program: { name: program.name, description: program.description ?? "" },
    config,
    callsFunction: /^\s*fn::invoke:/m.test(text),
  };
  const files: Record<string, string> = {
    "typescript/Pulumi.yaml": pulumiYaml(program, "nodejs"),
    "typescript/package.json": packageJson(program, v),
    "typescript/tsconfig.json": TSCONFIG,
    "typescript/README.md": languageReadme(page, "typescript"),
    "python/Pulumi.yaml": pulumiYaml(program, "python"),
    "python/README.md": languageReadme(page, "python"),
    "go/Pulumi.yaml": pulumiYaml(program, "go"),
    "go/go.mod": goMod(program, v),
    "go/README.md": languageReadme(page, "go"),
    "java/Pulumi.yaml": pulumiYaml(program, "java"),
    "java/pom.xml": pom(program, v),
    "java/README.md": languageReadme(page, "java"),
  };
  // The YAML program's own folder gets a README too, unless it is the example's folder (examples/yaml has its own).
  const yamlFolder = relative(example.out, example.source);
  if (yamlFolder) files[join(yamlFolder, "README.md")] = yamlReadme(page);
  return files;
}

/** Writes the project files of `example` under `into`. */
export function writeProjectFiles(root: string, example: ExampleSource, into: string): void {
  for (const [file, text] of Object.entries(projectFiles(root, example))) {
    const path = join(into, example.out, file);
    if (!existsSync(dirname(path))) mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
}
