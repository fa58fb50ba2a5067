/**
 * Runs a page's blocks in order as a new user would (docs/development/executed-docs.md): each story of the page
 * (the whole page, unless it says `new story`) in a Story with a local API server of its own, the placeholders
 * filled in, every shell block's exit code checked, every file block written where the shell stands. What each
 * block did comes back as a report; a block that fails stops the page with its text and output.
 */
import { createServer, Socket } from "node:net";
import { type RunningServer, startServer } from "../../server";
import { type DocBlock, type DocPage, readDocPage } from "./doc-blocks";
import { fillPlaceholders, unknownPlaceholders } from "./placeholders";
import { Story, type StoryEnvironment } from "./story";

export interface DocsContext extends StoryEnvironment {
  root: string;
  version: string;
  releaseFolder: string;
}

export interface BlockReport {
  page: string;
  line: number;
  lang: string;
  done: "ran" | "wrote" | "skipped";
  /** The skip's reason, the file written, or the paths the block's commands took. */
  detail: string;
  seconds: number;
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

/** Waits until something accepts connections on 127.0.0.1:`port` (a server a block started with `&`). */
async function untilListening(port: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = new Socket();
      const answer = (connected: boolean) => {
        socket.destroy();
        resolve(connected);
      };
      socket.once("connect", () => answer(true)).once("error", () => answer(false));
      socket.connect(port, "127.0.0.1");
    });
    if (open) return;
    if (Date.now() > deadline)
      throw new Error(`nothing listens on port ${port} ${timeoutMs / 1000} s after the block`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const tail = (text: string, n = 6000) => (text.length > n ? `…${text.slice(-n)}` : text);

/** A story and its local API server. */
interface Scene {
  story: Story;
  server: RunningServer;
}

async function newScene(name: string, context: DocsContext): Promise<Scene> {
  return { story: Story.create(name, context), server: await startServer({ port: 0 }) };
}

async function closeScene(scene: Scene): Promise<void> {
  await scene.story.close();
  await scene.server.close();
}

/** Runs one block in the scene; throws with the block and its output when it fails. */
async function runBlock(block: DocBlock, scene: Scene, context: DocsContext, ports: Map<number, number>) {
  const where = `${block.page}:${block.line}`;
  if (block.action.kind === "skip")
    return { done: "skipped" as const, detail: block.action.reason, seconds: 0 };
  const values = {
    version: context.version,
    releaseFolder: context.releaseFolder,
    apiUrl: scene.server.url,
    token: scene.server.rootToken,
  };
  const filled = fillPlaceholders(block.text, block.lang, values, ports);
  const unknown = unknownPlaceholders(filled, block.lang);
  if (unknown.length)
    throw new Error(
      `${where}: ${unknown.join(", ")} is no placeholder the test fills in (docs/development/executed-docs.md)`,
    );
  if (block.action.kind === "file") {
    scene.story.writeFile(block.action.path, filled);
    return { done: "wrote" as const, detail: block.action.path, seconds: 0 };
  }
  const run = await scene.story.runShell(filled);
  if (process.env.DOCS_TEST_ECHO) console.log(run.output);
  if (run.code !== block.action.exit)
    throw new Error(
      `${where}: the block exited ${run.code}, not ${block.action.exit}\n--- the block, as run ---\n${filled}` +
        `--- its output ---\n${tail(run.output)}`,
    );
  // A server the block started in the background must answer before the next block uses it.
  if (/&\s*$/m.test(filled))
    for (const port of ports.values()) if (filled.includes(String(port))) await untilListening(port);
  return { done: "ran" as const, detail: run.paths.join("; ") || "bash", seconds: run.seconds };
}

/**
 * Runs `page`'s blocks (after those of the page it names with `after`, which are not reported again) and
 * resolves with what each of its own did.
 */
export async function runPage(page: DocPage, context: DocsContext): Promise<BlockReport[]> {
  const before = page.after ? readDocPage(context.root, page.after) : undefined;
  const ports = new Map<number, number>();
  for (const port of [...(before?.freePorts ?? []), ...page.freePorts]) ports.set(port, await freePort());
  const reports: BlockReport[] = [];
  const skipped = ({ page, line, lang, action }: DocBlock): BlockReport => {
    const detail = action.kind === "skip" ? action.reason : "";
    return { page, line, lang, done: "skipped", detail, seconds: 0 };
  };
  // A page that runs nothing needs no story.
  if (!before && page.blocks.every((b) => b.action.kind === "skip")) return page.blocks.map(skipped);
  let scene = await newScene(page.page, context);
  try {
    for (const block of [...(before?.blocks ?? []), ...page.blocks]) {
      if (block.newStory && block !== (before ?? page).blocks[0]) {
        await closeScene(scene);
        scene = await newScene(page.page, context);
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
