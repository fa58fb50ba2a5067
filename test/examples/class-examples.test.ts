import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { classModels, goName, pythonName } from "../../provider/model";
import { CLASS_EXAMPLES, CLASS_EXAMPLES_DIR } from "../../scripts/examples/classes";
import { classExamplesIn, type Fence, FENCES } from "../../scripts/examples/snippets";

/**
 * Every resource and module class has an example (examples/classes/<Class>/Pulumi.yaml, rendered into each
 * language by `npm run gen-examples`), its resource description in plugin/schema.json ends with it as one
 * well-formed `{{% examples %}}` block with a fenced block per language, and each generated SDK's doc comment
 * shows its own language's code and no other's (Pulumi's generators keep only their fence). That each file is
 * current is the staleness tests' job: test/examples/rendered.test.ts (the rendered programs),
 * test/catalog/schema.test.ts (the schema), test/sdks/staleness.test.ts (the SDKs), test/catalog/reference.test.ts.
 */
const root = join(__dirname, "../..");
const schema = JSON.parse(readFileSync(join(root, "plugin", "schema.json"), "utf8"));
const classes = Object.keys(schema.resources).map((t) => t.slice(t.lastIndexOf(":") + 1));
const examples = classExamplesIn(root);
const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/** How each language's program declares one of the class, as its generator writes it. */
const DECLARES: Record<Fence, (c: string) => string> = {
  typescript: (c) => `new tunnels.${c}(`,
  python: (c) => `tunnels.${c}(`,
  go: (c) => `tunnels.New${c}(ctx`,
  java: (c) => `new ${c}(`,
  yaml: (c) => `type: tunnels:index:${c}`,
};

/** A line only a program of that language has, and no SDK file has outside an example. */
const MARKS: Record<Fence, string> = {
  typescript: 'import * as tunnels from "@pulumi-tunnels/tunnels";',
  python: "import pulumi_tunnels as tunnels",
  go: "pulumi.Run(func(ctx *pulumi.Context) error {",
  java: "Pulumi.run(App::stack);",
  yaml: "runtime: yaml",
};

/** The generated file of a class in each SDK, as its generator names it. */
const SDK_FILES: Record<Exclude<Fence, "yaml">, (c: string) => string> = {
  typescript: (c) => `sdk/nodejs/${lowerFirst(c)}.ts`,
  python: (c) => `sdk/python/pulumi_tunnels/${pythonName(lowerFirst(c))}.py`,
  go: (c) => `sdk/go/tunnels/${lowerFirst(c)}.go`,
  java: (c) => `sdk/java/src/main/java/com/pulumitunnels/tunnels/${goName(c)}.java`,
};

const count = (text: string, part: string) => text.split(part).length - 1;

describe("the class examples, examples/classes/", () => {
  it("are one per class of the schema, each declaring its class, with a title", () => {
    // A class per class of the package model: the catalog's resources a program declares, and its modules.
    expect([...classes].sort()).toEqual(
      classModels()
        .map((c) => c.className)
        .sort(),
    );
    const folders = readdirSync(join(root, CLASS_EXAMPLES_DIR), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(folders.sort()).toEqual([...classes].sort());
    expect(CLASS_EXAMPLES.map((e) => e.source)).toEqual(classes.map((c) => `${CLASS_EXAMPLES_DIR}/${c}`));
    for (const c of classes) {
      const example = examples(c);
      expect(example, c).toBeDefined();
      for (const fence of FENCES) expect(example?.code[fence], `${c} ${fence}`).toContain(DECLARES[fence](c));
    }
  });

  it("end each resource's description in plugin/schema.json as one well-formed examples block", () => {
    for (const c of classes) {
      const description: string = schema.resources[`tunnels:index:${c}`].description;
      const at = (part: string) => description.indexOf(part);
      for (const part of ["{{% examples %}}", "{{% /examples %}}", "{{% example %}}", "{{% /example %}}"])
        expect(count(description, part), `${c}: ${part}`).toBe(1);
      expect(at("{{% examples %}}"), c).toBeLessThan(at("{{% example %}}"));
      expect(at("{{% example %}}"), c).toBeLessThan(at("{{% /example %}}"));
      expect(at("{{% /example %}}"), c).toBeLessThan(at("{{% /examples %}}"));
      expect(description.endsWith("{{% /examples %}}"), c).toBe(true);
      const block = description.slice(at("{{% example %}}"), at("{{% /example %}}"));
      expect(block, c).toContain(`### ${examples(c)?.title}\n`);
      // Every fence opens on its own line with its language and closes: code, then a bare ``` line.
      const fences = [...block.matchAll(/^```(\w*)$/gm)].map((m) => m[1]);
      expect(fences, c).toEqual(FENCES.flatMap((f) => [f, ""]));
      for (const fence of FENCES)
        expect(block, `${c} ${fence}`).toContain(
          `\`\`\`${fence}\n${examples(c)?.code[fence].trimEnd()}\n\`\`\``,
        );
    }
  });

  it("show in each SDK's doc comment in its own language only", () => {
    for (const c of classes)
      for (const [fence, file] of Object.entries(SDK_FILES) as [
        Exclude<Fence, "yaml">,
        (c: string) => string,
      ][]) {
        const text = readFileSync(join(root, file(c)), "utf8");
        // pulumi-java writes the doc comment's prose as HTML (`'` as `&#39;`).
        const title = fence === "java" ? examples(c)?.title.replace(/'/g, "&#39;") : examples(c)?.title;
        expect(text, `${file(c)}: the example's title`).toContain(`### ${title}`);
        expect(text, `${file(c)}: its own language's example`).toContain(MARKS[fence]);
        for (const other of FENCES.filter((f) => f !== fence)) {
          expect(text, `${file(c)}: no ${other} example`).not.toContain(MARKS[other]);
          expect(text, `${file(c)}: no ${other} fence`).not.toContain(`\`\`\`${other}`);
        }
      }
    // Where the generator copies the code as it is (a comment prefix or a docstring's indent), all of it.
    const code = examples("TlsEdgeIpRestriction")?.code as Record<Fence, string>;
    const lines = (text: string, prefix: string) =>
      text
        .trimEnd()
        .split("\n")
        .map((l) => `${prefix}${l}`.trimEnd())
        .join("\n");
    const sdk = (fence: Exclude<Fence, "yaml">) =>
      readFileSync(join(root, SDK_FILES[fence]("TlsEdgeIpRestriction")), "utf8");
    expect(sdk("typescript")).toContain(lines(code.typescript, " * "));
    expect(sdk("python")).toContain(lines(code.python, "        "));
  });
});
