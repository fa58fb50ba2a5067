/**
 * The fenced blocks of a Markdown page and what the executed-docs test does with each (docs/development/
 * executed-docs.md): a shell block runs; another block is a file to write, a part of one written above it
 * (checked to be in it, line for line), or is skipped, as the `docs-test` marker on the line before its fence
 * says. Problems (a block with no marker where one is needed, a marker that means nothing) are collected, not
 * thrown, so that one run names them all.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

/** The fence languages that run as they are, in bash. */
export const SHELL_LANGUAGES = new Set(["sh", "bash", "shell"]);

export type BlockAction =
  | { kind: "run"; exit: number }
  | { kind: "file"; path: string }
  | { kind: "part"; path: string }
  | { kind: "skip"; reason: string };

export interface DocBlock {
  /** The page, from the repository's root (`docs/drift.md`). */
  page: string;
  /** The line of the opening fence (1-based). */
  line: number;
  lang: string;
  /** What is between the fences, less the fence's indentation. */
  text: string;
  action: BlockAction;
  /** A `new story` marker: a new folder, PULUMI_HOME, backend and shell from this block on. */
  newStory: boolean;
}

export interface DocPage {
  page: string;
  blocks: DocBlock[];
  /** The page (or `page.md#section`) whose blocks run first, in the same story (`after <page>`). */
  after?: string;
  /**
   * Sections (`page.md#section`) run once for every page that names them (`setup <page>#<section>`), whose exported
   * variables each such page starts with: a language's install, done once in a terminal.
   */
  setups: string[];
  /** The page's headings: their line, level and GitHub anchor. */
  headings: Array<{ line: number; level: number; anchor: string }>;
  /** Port numbers the page's blocks name that the test replaces with ports the OS chose (`free port <n>`). */
  freePorts: number[];
  /** What is wrong with the page's markers or blocks, each as `page:line: …`. */
  problems: string[];
}

const MARKER = /^\s*<!--\s*docs-test:\s*(.*?)\s*-->\s*$/;
const OPENING = /^(\s*)(`{3,}|~{3,})\s*([^\s`{]*)/;

type Marker =
  | { kind: "skip"; reason: string }
  | { kind: "file"; path: string }
  | { kind: "part"; path: string }
  | { kind: "exit"; code: number }
  | { kind: "new story" }
  | { kind: "after"; page: string }
  | { kind: "setup"; section: string }
  | { kind: "free port"; port: number };

/** Each marker's pattern, and the marker its match makes. */
const MARKERS: Array<[RegExp, (m: RegExpExecArray) => Marker | undefined]> = [
  [/^skip\s*\((.*)\)$/, (m) => (m[1].trim() ? { kind: "skip", reason: m[1].trim() } : undefined)],
  [/^file\s+(\S+)$/, (m) => ({ kind: "file", path: m[1] })],
  [/^part of\s+(\S+)$/, (m) => ({ kind: "part", path: m[1] })],
  [/^exit\s+(\d+)$/, (m) => ({ kind: "exit", code: Number(m[1]) })],
  [/^new story$/, () => ({ kind: "new story" })],
  [/^after\s+(\S+\.md(?:#[\w-]+)?)$/, (m) => ({ kind: "after", page: m[1] })],
  [/^setup\s+(\S+\.md#[\w-]+)$/, (m) => ({ kind: "setup", section: m[1] })],
  [/^free port\s+(\d+)$/, (m) => ({ kind: "free port", port: Number(m[1]) })],
];

/** The marker a comment's text names, or undefined. */
function parseMarker(text: string): Marker | undefined {
  for (const [pattern, make] of MARKERS) {
    const m = pattern.exec(text);
    if (m) return make(m);
  }
  return undefined;
}

const USAGE =
  "<!-- docs-test: file <path> --> (a file to write), <!-- docs-test: part of <path> --> (a part of one above) " +
  "or <!-- docs-test: skip (<reason>) --> (not run)";

/** Reads `page` (a path from `root`) into its blocks, markers and problems. */
export function readDocPage(root: string, page: string): DocPage {
  const lines = readFileSync(path.join(root, page), "utf8").split("\n");
  const result: DocPage = { page, blocks: [], setups: [], headings: [], freePorts: [], problems: [] };
  const problem = (line: number, what: string) => result.problems.push(`${page}:${line}: ${what}`);
  /** Block markers seen since the last block, with their lines. */
  let pending: Array<{ line: number; marker: Marker }> = [];

  for (let i = 0; i < lines.length; i++) {
    const comment = MARKER.exec(lines[i]);
    if (comment) {
      const marker = parseMarker(comment[1]);
      if (!marker)
        problem(i + 1, `\`${comment[1]}\` is no docs-test marker (docs/development/executed-docs.md)`);
      else if (marker.kind === "after") result.after = marker.page;
      else if (marker.kind === "setup") result.setups.push(marker.section);
      else if (marker.kind === "free port") result.freePorts.push(marker.port);
      else pending.push({ line: i + 1, marker });
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(lines[i]);
    if (heading)
      result.headings.push({ line: i + 1, level: heading[1].length, anchor: anchorOf(heading[2]) });
    const opening = OPENING.exec(lines[i]);
    if (!opening) {
      if (lines[i].trim() && pending.length) {
        for (const p of pending)
          problem(p.line, `the marker \`${p.marker.kind}\` is not on the line before a fence`);
        pending = [];
      }
      continue;
    }
    const [, indent, fence, lang] = opening;
    const closing = new RegExp(`^\\s*${fence[0] === "`" ? "`" : "~"}{${fence.length},}\\s*$`);
    let end = i + 1;
    while (end < lines.length && !closing.test(lines[end])) end++;
    const text = lines
      .slice(i + 1, end)
      .map((l) => (l.startsWith(indent) ? l.slice(indent.length) : l.trimStart()))
      .join("\n");
    result.blocks.push(makeBlock(page, i + 1, lang.toLowerCase(), text, pending, problem));
    pending = [];
    i = end;
  }
  for (const p of pending)
    problem(p.line, `the marker \`${p.marker.kind}\` is not on the line before a fence`);
  for (const block of result.blocks) checkPart(block, result.blocks, problem);
  return result;
}

/**
 * A `part of <path>` block must be in the last file block written as `<path>` above it on the page, its lines
 * together and in order, as a reader who copies it finds them there: what the file runs, the part shows.
 */
function checkPart(block: DocBlock, blocks: DocBlock[], problem: (line: number, what: string) => void) {
  if (block.action.kind !== "part") return;
  const { path: file } = block.action;
  const above = blocks.filter(
    (b) => b.line < block.line && b.action.kind === "file" && b.action.path === file,
  );
  const whole = above[above.length - 1];
  if (!whole) problem(block.line, `no block above it is written as ${file} (\`file ${file}\`)`);
  else if (!`\n${whole.text}`.includes(`\n${block.text}`))
    problem(
      block.line,
      `this part is not in ${file} as written at line ${whole.line}: change both alike, or mark it \`skip (<reason>)\``,
    );
}

/** GitHub's anchor of a heading: lower case, spaces to hyphens, punctuation and code marks dropped. */
export const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");

/**
 * The blocks of `ref`: a page, or the section `page.md#anchor` (from its heading to the next heading of its level
 * or above). Throws naming a section the page does not have.
 */
export function blocksOf(root: string, ref: string): { page: DocPage; blocks: DocBlock[] } {
  const [file, anchor] = ref.split("#");
  const page = readDocPage(root, file);
  if (!anchor) return { page, blocks: page.blocks };
  const start = page.headings.find((h) => h.anchor === anchor);
  if (!start) throw new Error(`${file} has no heading whose anchor is #${anchor}`);
  const end = page.headings.find((h) => h.line > start.line && h.level <= start.level)?.line ?? Infinity;
  return { page, blocks: page.blocks.filter((b) => b.line > start.line && b.line < end) };
}

function makeBlock(
  page: string,
  line: number,
  lang: string,
  text: string,
  markers: Array<{ line: number; marker: Marker }>,
  problem: (line: number, what: string) => void,
): DocBlock {
  const of = <K extends Marker["kind"]>(kind: K) =>
    markers.map((m) => m.marker).find((m): m is Extract<Marker, { kind: K }> => m.kind === kind);
  const skip = of("skip");
  const file = of("file");
  const part = of("part");
  const exit = of("exit");
  const block = (action: BlockAction): DocBlock => ({
    page,
    line,
    lang,
    text: text.endsWith("\n") || !text ? text : `${text}\n`,
    action,
    newStory: Boolean(of("new story")),
  });
  if ([skip, file, part].filter(Boolean).length > 1)
    problem(line, "a block is one of skipped, a file or a part of one, not several");
  if (exit && (skip || file || part || !SHELL_LANGUAGES.has(lang)))
    problem(line, "`exit <n>` is for a shell block that runs (```sh, ```bash, ```shell)");
  if (skip) return block({ kind: "skip", reason: skip.reason });
  if (file) return block({ kind: "file", path: file.path });
  if (part) return block({ kind: "part", path: part.path });
  if (SHELL_LANGUAGES.has(lang)) return block({ kind: "run", exit: exit?.code ?? 0 });
  problem(line, `a \`\`\`${lang || "(no language)"} block must be marked on the line before it: ${USAGE}`);
  return block({ kind: "skip", reason: "unmarked" });
}
