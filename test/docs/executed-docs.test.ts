import { afterAll, describe, expect, it } from "vitest";
import { type BlockReport, REPO_ROOT, readDocPage, runPage } from "../../harness";
import { useDocsRun } from "./docs-context";
import { LEFT_OUT, NOTHING_TO_RUN, USER_PAGES } from "./pages";

/**
 * Every fenced block a user is meant to run, from README.md and docs/ (test/docs/pages.ts), run in order per page
 * as a new user runs it (docs/development/executed-docs.md): a new folder outside the repository, a new
 * PULUMI_HOME, the release folder served over HTTP with the CLI's plugin downloads sent there (README, Install),
 * a local API server as the service. Shell blocks and YAML and Java programs run exactly as written through the
 * real CLI and its YAML and Java hosts; Node.js, Python and Go programs run unmodified through the harness's
 * program hosts. Blocks not meant to run are marked in the page with a reason. The report printed at the end
 * lists each block, what it did and which path its commands took, and the count of executed blocks, which may
 * not fall below EXECUTED_AT_LEAST.
 */

/** The executed blocks (run or written) of the pages as committed: raise it when pages gain blocks. */
const EXECUTED_AT_LEAST = 74;

const isExecuted = (b: BlockReport) => b.done === "ran" || b.done === "wrote";
const pages = USER_PAGES.map((page) => readDocPage(REPO_ROOT, page));
const reports = new Map<string, BlockReport[]>();
const run = useDocsRun();

afterAll(() => console.log(report()));

/** The printed report: each page's blocks, the marked ones with their reasons, the count, the pages left out. */
function report(): string {
  const lines = ["", "Executed documentation (test/docs/executed-docs.test.ts)", ""];
  for (const [page, blocks] of reports) {
    const seconds = blocks.reduce((s, b) => s + b.seconds, 0);
    lines.push(`${page} (${seconds.toFixed(0)} s)`);
    for (const b of blocks)
      lines.push(
        `  :${b.line} ${b.lang || "-"} ${b.done}${b.done === "ran" ? ` in ${b.seconds.toFixed(1)} s` : ""}: ${b.detail}`,
      );
  }
  const all = [...reports.values()].flat();
  const count = (done: string) => all.filter((b) => b.done === done).length;
  lines.push(
    "",
    `executed: ${count("ran") + count("wrote")} blocks (${count("ran")} run, ${count("wrote")} written as files); ` +
      `${count("checked")} checked as parts of files written above them; ${count("skipped")} marked not to run; ` +
      `at least ${EXECUTED_AT_LEAST} executed required`,
    `pages with no block: ${
      pages
        .filter((p) => !p.blocks.length)
        .map((p) => p.page)
        .join(", ") || "none"
    }`,
    `better-sqlite3's prebuilt binding: ${run.binding?.requests.length ?? 0} downloads from its stand-in release`,
    `left out: ${Object.entries(LEFT_OUT)
      .map(([p, why]) => `${p} (${why})`)
      .join("; ")}`,
  );
  return lines.join("\n");
}

describe("the docs' blocks", () => {
  it("are each run, written, a part of a file written above or marked not to run, with a reason (docs/development/executed-docs.md)", () => {
    expect(pages.flatMap((p) => p.problems)).toEqual([]);
  });

  for (const page of pages.filter((p) => p.blocks.length))
    it(`run as ${page.page} tells a new user`, { timeout: 1_800_000 }, async () => {
      reports.set(page.page, await runPage(page, run.context, { setups: run.setups }));
      const executed = reports.get(page.page)!.filter(isExecuted);
      if (!NOTHING_TO_RUN[page.page])
        expect(executed.length, `${page.page} has blocks but runs none`).toBeGreaterThan(0);
    });

  it("execute at least the committed number of blocks", () => {
    const executed = [...reports.values()].flat().filter(isExecuted).length;
    expect(executed).toBeGreaterThanOrEqual(EXECUTED_AT_LEAST);
  });
});
