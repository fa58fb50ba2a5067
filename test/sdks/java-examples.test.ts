import { afterAll, beforeAll, describe, it } from "vitest";
import { useLocalServer } from "../../harness";
import { EXAMPLES } from "../../scripts/examples/sources";
import { deployJoinedExamples } from "./example-stages";
import { javaExamplesJar } from "./java-examples-jars";
import { type InstalledSdk, JavaProject } from "./java-project";
import { scriptOutput } from "./toolchain";

/**
 * The Java examples rendered from the YAML programs (examples/<name>/java/…/generated_program/App.java, with the
 * corrections of scripts/examples/correct-java.ts), every one at once, as one stack (one up, one refreshing
 * preview, one destroy): compiled in one Maven run against the installed SDK into one jar (java-examples-jars.ts)
 * and run by the real CLI through Pulumi's real Java language host, which runs a jar named by
 * `runtime.options.binary` with `java -jar` (java.test.ts runs its program through Maven, the host's other way).
 * Every example is the class `generated_program.App`, so javaExamplesJar moves each into a package of its own
 * (the one rewrite, asserted to occur once, so a changed generator fails here) and the jar's Main runs every
 * example's `App.stack` in one `Pulumi.run`; the statements each example runs are its own, unmodified. The stack
 * goes through example-stages.ts with the examples' YAML programs joined (scripts/examples/joined.ts): every
 * object they declare, no change with a refresh, no secret in clear, nothing left.
 */
const local = useLocalServer({ beforeAll, afterAll });
let jar = "";
let sdk: InstalledSdk;

beforeAll(async () => {
  sdk = JSON.parse(await scriptOutput("java-sdk.sh", "--install"));
  jar = await javaExamplesJar(sdk, EXAMPLES);
}, 900_000);

describe("the Java examples through the real CLI and the Java language host", { timeout: 900_000 }, () => {
  it("all in one jar, one stack: up, no changes with a refresh, no secret in clear, destroy leaves nothing", async () => {
    await deployJoinedExamples("java", local, (settings) =>
      JavaProject.create({ sdk, binary: jar, ...settings }),
    );
  });
});
