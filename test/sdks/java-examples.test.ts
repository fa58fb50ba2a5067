import { afterAll, beforeAll, describe, it } from "vitest";
import { useLocalServer } from "../../harness";
import { EXAMPLES } from "../../scripts/examples/sources";
import { cliExampleStages, exampleFacts, makeObjectsToAdopt } from "./example-stages";
import { javaExampleJars } from "./java-examples-jars";
import { type InstalledSdk, JavaProject } from "./java-project";
import { scriptOutput } from "./toolchain";

/**
 * The Java examples rendered from the YAML programs (examples/<name>/java/…/generated_program/App.java, with the
 * corrections of scripts/examples/correct-java.ts), unmodified: compiled in one Maven run against the installed
 * SDK, a jar each (java-examples-jars.ts), and run by the real CLI through Pulumi's real Java language host, which
 * runs a jar named by `runtime.options.binary` with `java -jar` (java.test.ts runs its program through Maven, the
 * host's other way). Each goes through example-stages.ts: every object its YAML program declares, no change with
 * a refresh, no secret in clear, nothing left. One stack per example, one after the other.
 */
const local = useLocalServer({ beforeAll, afterAll });
let jars: Record<string, string> = {};
let sdk: InstalledSdk;

beforeAll(async () => {
  sdk = JSON.parse(await scriptOutput("java-sdk.sh", "--install"));
  jars = await javaExampleJars(sdk, EXAMPLES);
}, 900_000);

describe("the Java examples through the real CLI and the Java language host", { timeout: 900_000 }, () => {
  for (const example of EXAMPLES)
    it(`${example.name}: up, no changes with a refresh, no secret in clear, destroy leaves nothing`, async () => {
      const { yaml, project, secrets } = exampleFacts(example, "java");
      const adopted = await makeObjectsToAdopt(local.client, yaml);
      const stack = await JavaProject.create({
        sdk,
        project,
        binary: jars[example.name],
        config: { "tunnels:apiUrl": local.server.url, ...adopted },
        secretConfig: { "tunnels:apiKey": local.server.rootToken, ...secrets },
      });
      await cliExampleStages(stack, local.client, {
        yaml,
        secrets,
        rootToken: local.server.rootToken,
        adopted,
      });
    });
});
