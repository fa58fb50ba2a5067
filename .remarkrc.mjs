// The Markdown check of `npm run lint-docs` (part of `npm test`): remark-cli with
// - remark-validate-links: every link to a file of the repository and every heading anchor (`#section`,
//   `page.md#section`) resolves, offline; links to the repository's own GitHub URLs count as files;
// - remark-lint-maximum-line-length at 120 characters on the pages people read in a terminal and a diff
//   (LINE_LENGTH_PAGES). The rule leaves out what cannot wrap: tables, code, headings, HTML, and a line that
//   only holds a link or a URL. Generated pages are left out: docs/reference/ (scripts/gen-reference.ts).
// test/docs/link-check.test.ts shows that a dead link, a dead anchor and a long line fail it.
import { readFileSync } from "node:fs";
import path from "node:path";
import remarkGfm from "remark-gfm";
import remarkLintMaximumLineLength from "remark-lint-maximum-line-length";
import remarkValidateLinks from "remark-validate-links";

export const MAX_LINE_LENGTH = 120;

/** The pages whose lines are checked, by their path from the folder remark runs in. */
const LINE_LENGTH_PAGES = [
  /^README\.md$/,
  /^CONTRIBUTING\.md$/,
  /^docs\/(?!reference\/).*\.md$/,
  /^examples\/.*\.md$/,
];

const { repository } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const slug = /github\.com\/([^/]+\/[^/.]+)/.exec(repository.url)[1];

/** The line-length rule, on LINE_LENGTH_PAGES only. */
function pageLineLength() {
  const rule = remarkLintMaximumLineLength.call(this, MAX_LINE_LENGTH);
  return (tree, file, next) => {
    const page = path.relative(file.cwd, file.path).split(path.sep).join("/");
    if (LINE_LENGTH_PAGES.some((p) => p.test(page))) rule(tree, file, next);
    else next();
  };
}

export default {
  settings: {},
  plugins: [remarkGfm, [remarkValidateLinks, { repository: slug, root: "." }], pageLineLength],
};
