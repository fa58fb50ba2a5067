import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT, runProcess } from "../../harness";

/**
 * `npm run lint-docs` (in `npm test`) is remark-cli with the repository's `.remarkrc.mjs`: it must fail on a dead
 * link, a dead anchor and a long line of a page, and pass a page whose links all resolve. Each fixture page of
 * test/docs/fixtures/link-check/ is checked alone, by the same command in a copy of the folder.
 */
let project = "";
beforeAll(() => {
  project = mkdtempSync(path.join(tmpdir(), "tunnels-link-check-"));
  cpSync(path.join(__dirname, "fixtures", "link-check"), project, { recursive: true });
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

/** `remark` as `npm run lint-docs` runs it, on `files` of the fixture project. */
async function lintDocs(...files: string[]) {
  const remark = path.join(REPO_ROOT, "node_modules", ".bin", "remark");
  const rc = path.join(REPO_ROOT, ".remarkrc.mjs");
  const args = ["--frail", "--quiet", "--no-stdout", "--no-color", "--rc-path", rc, ...files];
  const { code, stderr } = await runProcess(remark, args, { cwd: project, env: process.env });
  return { code, report: stderr };
}

describe("the Markdown check (remark-validate-links, line length)", { timeout: 60_000 }, () => {
  it("passes pages whose links, anchors (on the page and on another) and lines are right; a table may be long", async () => {
    const { code, report } = await lintDocs("README.md", "docs/guide.md");
    expect(report).toBe("");
    expect(code).toBe(0);
  });

  it("fails a link to a file that is not there, naming it", async () => {
    const { code, report } = await lintDocs("broken-link.md");
    expect(code).toBe(1);
    expect(report).toMatch(/3:5-3:40 +warning +Cannot find file `docs\/missing\.md`/);
  });

  it("fails a link to a heading that is not there, naming the anchor", async () => {
    const { code, report } = await lintDocs("broken-anchor.md");
    expect(code).toBe(1);
    expect(report).toMatch(/Cannot find heading for `#installing-the-plugin` in `docs\/guide\.md`/);
  });

  it("fails a line of a page longer than 120 characters, naming its length", async () => {
    const { code, report } = await lintDocs("docs/long-line.md");
    expect(code).toBe(1);
    expect(report).toMatch(/3:122 +warning +Unexpected `121` character line, expected at most `120`/);
  });
});
