import {
  type ClassModel,
  classModels,
  type FunctionModel,
  functionModels,
  PACKAGE,
} from "../../provider/model";
import { type Identity, identityOf, type Manifest } from "./identity";
import { type ClassExamples, classExamplesIn } from "../examples/snippets";
import { packageRoot } from "../package-root";
import { configVariables, functionOf, providerOf, resourceOf } from "./resources";
import type { PackageSpec } from "./spec";
import { SchemaTypes } from "./types";

/**
 * The package schema (plugin/schema.json): what the native provider's GetSchema answers, what the YAML
 * host binds programs against, what Pulumi's code generators make SDKs from. Pure, like the generated
 * classes: the same catalog, package.json and class examples (examples/classes/, rendered by `npm run
 * gen-examples`) give the same text, so the test can tell when the file is stale.
 */

/** The resource classes a program may declare, by token (`tunnels:index:<Class>`). */
function resourcesOf(
  models: ClassModel[],
  types: SchemaTypes,
  examples: ClassExamples,
): PackageSpec["resources"] {
  return Object.fromEntries(models.map((m) => [m.token, resourceOf(m, types, examples(m.className))]));
}

/**
 * How a user of a generated SDK gets the plugin: the Python generator writes this as the SDK's README, its PyPI
 * page (sdk/go/README.md, which the Go generator does not write, says the same by hand).
 */
function pluginReadme(id: Identity): string {
  return [
    id.description,
    "",
    "The Pulumi CLI installs the provider plugin, `pulumi-resource-tunnels` (one executable; no Node.js needed),",
    "by itself the first time a program uses this package: the SDK registers every resource with the plugin's",
    `version and its download URL, \`${id.pluginDownloadURL}\` (the GitHub releases of ${id.repository}).`,
    "The CLI checks a downloaded archive's SHA-256 only when given one, and CLI 3.248.0's `--checksum` refuses",
    "the right archive too. To check it, download your platform's archive and the release's",
    `\`pulumi-resource-tunnels-v${id.version}-checksums.txt\`, run \`sha256sum -c --ignore-missing\` on the latter, then`,
    `\`pulumi plugin install resource tunnels ${id.version} --file <archive>\`.`,
    "",
    "Settings are stack config: `pulumi config set tunnels:apiUrl <url>` and `pulumi config set --secret",
    `tunnels:apiKey <token>\` (or TUNNELS_API_URL and TUNNELS_API_KEY). See ${id.repository}#install.`,
    "",
  ].join("\n");
}

/**
 * pulumi-java's generator settings (its `codegen/java` PackageInfo). The Java package is `<basePackage>.tunnels`:
 * `com.<owner>` without dashes, the generator's own rule for a package with a publisher's namespace, and under
 * `com/`, the only place the Java SDK looks for a package's plugin.json (which plugin a program needs). As the
 * generator's Gradle template does, `basePackage` is also the Maven groupId; the artifactId is the package name.
 * `buildFiles: "none"` writes sources only (toolchain/pulumi-java writes the pom). `com.pulumi:pulumi` is the
 * Java SDK the sources compile against, the only recent release Maven Central serves here; gson is the one it
 * uses, over the generator's default 2.8.9, which as the SDK's own dependency would win in a program's build.
 */
function javaOf(id: Identity): Record<string, unknown> {
  return {
    basePackage: `com.${id.owner.replace(/-/g, "")}`,
    buildFiles: "none",
    dependencies: { "com.pulumi:pulumi": "1.36.1", "com.google.code.gson:gson": "2.10" },
  };
}

/**
 * The Node.js generator's settings (codegen/nodejs `NodePackageInfo`). `@pulumi/pulumi` is a dependency, `^3.142.0`,
 * stated though it is the generator's default (`MinimumValidSDKVersion`): 3.249.0 and later ask for Node.js 22,
 * and npm picks, within a range, the newest release whose `engines` accepts the Node.js running the install
 * (npm-pick-manifest): 3.248.0 on Node.js 20, the newest on 22 and 24 (npm 11 on 20.20.2, 22.23.3 and 24.9.0).
 * A range capped below 3.249 would run on all three too, but put a second `@pulumi/pulumi` under the SDK in
 * every project on 22 or 24 whose own is newer; with this one npm keeps the project's own, one copy.
 * `@types/node` and TypeScript are what the SDK is compiled with (scripts/nodejs-sdk.ts compiles it with the
 * repository's own). The generator writes no `engines`: the build adds the root package.json's.
 */
function nodejsOf(id: Identity): Record<string, unknown> {
  return {
    packageName: id.nodePackage,
    packageDescription: id.description,
    respectSchemaVersion: true,
    dependencies: { "@pulumi/pulumi": "^3.142.0" },
    devDependencies: { "@types/node": "^20.19.0" },
    typescriptVersion: "~5.9.3",
    readme: [
      id.description,
      "",
      "The Node.js SDK of the Pulumi provider `pulumi-resource-tunnels`, generated from its schema: `pulumi import`,",
      "each changed member in `pulumi preview --diff`, explicit providers for several accounts. The Node.js",
      `versions it runs on are its package.json \`engines\`. See ${id.repository}#nodejs-the-sdk-or-the-dynamic-classes.`,
      "",
    ].join("\n"),
  };
}

/** Names the SDK generators need, each derived from package.json (identity.ts). */
function languageOf(id: Identity): PackageSpec["language"] {
  return {
    nodejs: nodejsOf(id),
    python: {
      packageName: id.pythonPackage,
      pyproject: { enabled: true },
      respectSchemaVersion: true,
      readme: pluginReadme(id),
    },
    go: {
      importBasePath: id.goImportBasePath,
      generateResourceContainerTypes: true,
      respectSchemaVersion: true,
    },
    java: javaOf(id),
  };
}

export function packageSchema(
  manifest: Manifest,
  models: ClassModel[] = classModels(),
  functionList: FunctionModel[] = functionModels(),
  examples: ClassExamples = classExamplesIn(packageRoot(__dirname)),
): PackageSpec {
  const id = identityOf(manifest, PACKAGE);
  const types = new SchemaTypes();
  const resources = resourcesOf(models, types, examples);
  const functions = Object.fromEntries(functionList.map((f) => [f.token, functionOf(f, types)]));
  const taken = new Set(models.map((m) => m.className));
  const clashes = types.names().filter((n) => taken.has(n));
  if (clashes.length) throw new Error(`named types take names of resources: ${clashes.join(", ")}`);
  return {
    name: PACKAGE,
    displayName: "Tunnels",
    version: id.version,
    description: id.description,
    keywords: ["pulumi", PACKAGE, "category/network", "kind/native"],
    homepage: id.repository,
    license: id.license,
    repository: id.repository,
    logoUrl: id.logoUrl,
    pluginDownloadURL: id.pluginDownloadURL,
    publisher: id.owner,
    meta: { moduleFormat: "(.*)", supportPack: true },
    config: { variables: configVariables() },
    types: types.types(),
    provider: providerOf(),
    resources,
    functions,
    language: languageOf(id),
  };
}

/** The file's text: two-space JSON and a final newline, byte for byte what GetSchema answers. */
export const schemaText = (spec: PackageSpec) => `${JSON.stringify(spec, null, 2)}\n`;
