import { cpSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type BlockReport, PACKAGE_VERSION, REPO_ROOT, readDocPage, runPage } from "../../harness";
import { EXAMPLES, type RENDERED } from "../../scripts/examples/sources";
import { useDocsRun } from "./docs-context";

/**
 * Each example's folder of one language (`examples/<name>/<language>/`, or the YAML program's own folder) copied
 * alone into an empty folder, then previewed as its README says (scripts/examples/example-readme.ts writes them):
 * a new PULUMI_HOME, the plugin downloaded by the CLI from the release folder served over HTTP, the local API
 * server as the service. What a language needs first (its SDK installed) is README's Install section for it, run
 * once for the file (`setup` markers). Preview only: deploying and destroying every example is the one joined
 * stack per language of test/sdks/*-examples.test.ts. One file per language (examples-copied-<language>.test.ts),
 * so that the runner spreads them over its workers. The examples' TypeScript-classes programs
 * (`examples/<name>/index.ts`) install this clone's package: test/cli/examples.test.ts runs them instead.
 */
export function itPreviewsEachExampleCopied(language: "yaml" | (typeof RENDERED)[number]): void {
  const folders = EXAMPLES.map((e) => (language === "yaml" ? e.source : path.posix.join(e.out, language)));
  const run = useDocsRun();
  const reports = new Map<string, BlockReport[]>();
  const archive = `GET /pulumi-resource-tunnels-v${PACKAGE_VERSION}-linux-amd64.tar.gz`;

  afterAll(() => {
    const lines = [`\nExamples in ${language}, copied alone (test/docs/examples-copied-${language}.test.ts)`];
    for (const [folder, blocks] of reports)
      lines.push(
        `${folder}: ${blocks.map((b) => `:${b.line} ${b.done} in ${b.seconds.toFixed(1)} s: ${b.detail}`).join("; ")}`,
      );
    console.log(lines.join("\n"));
  });

  describe(`every example's ${language} folder, copied alone`, () => {
    for (const folder of folders)
      it(`${folder} previews as its README says`, { timeout: 900_000 }, async () => {
        const downloads = run.assets.requests.length;
        const page = readDocPage(REPO_ROOT, path.posix.join(folder, "README.md"));
        expect(page.problems).toEqual([]);
        const copy = (work: string) => cpSync(path.join(REPO_ROOT, folder), work, { recursive: true });
        const blocks = await runPage(page, run.context, { setups: run.setups, prepare: copy });
        reports.set(folder, blocks);
        expect(blocks.at(-1)?.detail).toMatch(/pulumi preview/);
        // A new PULUMI_HOME: the CLI downloaded the plugin for this folder, from the release folder.
        expect(run.assets.requests.slice(downloads)).toContain(archive);
      });
  });
}
