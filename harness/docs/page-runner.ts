/**
 * Runs a page's blocks in order as a new user would (docs/development/executed-docs.md): each story of the page
 * (the whole page, unless it says `new story`) in a scene with a local API server of its own (scene.ts), after
 * what its `after` names and starting from what its `setup` sections exported (setups.ts). What each block did
 * comes back as a report; a block that fails stops the page with its text and output.
 */
import { createServer } from "node:net";
import { blocksOf, type DocBlock, type DocPage } from "./doc-blocks";
import { type BlockResult, closeScene, type DocsContext, newScene, runBlock } from "./scene";
import type { Setups } from "./setups";

export interface BlockReport extends BlockResult {
  page: string;
  line: number;
  lang: string;
}

/** A port the OS chose, free when this resolves. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const skipped = ({ page, line, lang, action }: DocBlock): BlockReport => {
  const detail = action.kind === "skip" ? action.reason : "";
  return { page, line, lang, done: "skipped", detail, seconds: 0 };
};

export interface PageOptions {
  /** The setups of the test file (setup markers); without it a page that names one fails. */
  setups?: Setups;
  /** Called with the story's folder before the first block: what the test puts there (a copied example). */
  prepare?: (work: string) => void;
}

/**
 * Runs `page`'s blocks (after those its `after` names, which are not reported again) and resolves with what each
 * of its own did.
 */
export async function runPage(
  page: DocPage,
  context: DocsContext,
  options: PageOptions = {},
): Promise<BlockReport[]> {
  const before = page.after ? blocksOf(context.root, page.after) : undefined;
  const ports = new Map<number, number>();
  for (const port of [...(before?.page.freePorts ?? []), ...page.freePorts])
    ports.set(port, await freePort());
  // A page that runs nothing needs no story.
  if (!before && page.blocks.every((b) => b.action.kind === "skip")) return page.blocks.map(skipped);
  if (page.setups.length && !options.setups)
    throw new Error(`${page.page} names a setup, and no setups were given`);
  let inherited: NodeJS.ProcessEnv = {};
  for (const section of page.setups) inherited = { ...inherited, ...(await options.setups!.env(section)) };
  const blocks = [...(before?.blocks ?? []), ...page.blocks];
  const reports: BlockReport[] = [];
  let scene = await newScene(page.page, context, inherited);
  options.prepare?.(scene.story.work);
  try {
    for (const block of blocks) {
      if (block.newStory && block !== blocks[0]) {
        await closeScene(scene);
        scene = await newScene(page.page, context, inherited);
      }
      const result = await runBlock(block, scene, context, ports);
      if (block.page === page.page)
        reports.push({ page: block.page, line: block.line, lang: block.lang, ...result });
    }
  } finally {
    await closeScene(scene);
  }
  return reports;
}
