/**
 * A scene of the executed docs: a Story (a new user's terminal) and a local API server of its own, and how one
 * block runs in it (docs/development/executed-docs.md): placeholders filled in, a file block written where the
 * shell stands, a shell block run and its exit code checked, a server it started in the background waited for.
 */
import { Socket } from "node:net";
import { type RunningServer, startServer } from "../../server/index";
import type { DocBlock } from "./doc-blocks";
import { fillPlaceholders, unknownPlaceholders } from "./placeholders";
import { Story, type StoryEnvironment } from "./story";

export interface DocsContext extends StoryEnvironment {
  root: string;
  version: string;
  releaseFolder: string;
}

export interface Scene {
  story: Story;
  server: RunningServer;
}

/**
 * What one block did: ran (with the paths its commands took), wrote a file, was checked as a part of a file written
 * above it (when the page was read: doc-blocks.ts), or was skipped (and why).
 */
export interface BlockResult {
  done: "ran" | "wrote" | "checked" | "skipped";
  detail: string;
  seconds: number;
}

/** A new scene; `inherited` are the variables a setup left (setups.ts). */
export async function newScene(
  name: string,
  context: DocsContext,
  inherited?: NodeJS.ProcessEnv,
): Promise<Scene> {
  return { story: Story.create(name, context, inherited), server: await startServer({ port: 0 }) };
}

export async function closeScene(scene: Scene): Promise<void> {
  await scene.story.close();
  await scene.server.close();
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

/** Runs one block in the scene; throws with the block and its output when it fails. */
export async function runBlock(
  block: DocBlock,
  scene: Scene,
  context: DocsContext,
  ports: Map<number, number>,
): Promise<BlockResult> {
  const where = `${block.page}:${block.line}`;
  if (block.action.kind === "skip") return { done: "skipped", detail: block.action.reason, seconds: 0 };
  if (block.action.kind === "part") return { done: "checked", detail: `in ${block.action.path}`, seconds: 0 };
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
    return { done: "wrote", detail: block.action.path, seconds: 0 };
  }
  const run = await scene.story.runShell(filled);
  if (process.env.DOCS_TEST_ECHO) console.log(`--- ${where} ---\n${run.output}`);
  if (run.code !== block.action.exit)
    throw new Error(
      `${where}: the block exited ${run.code}, not ${block.action.exit}\n--- the block, as run ---\n${filled}` +
        `--- its output ---\n${tail(run.output)}`,
    );
  // A server the block started in the background must answer before the next block uses it.
  if (/&\s*$/m.test(filled))
    for (const port of ports.values()) if (filled.includes(String(port))) await untilListening(port);
  return { done: "ran", detail: run.paths.join("; ") || "bash", seconds: run.seconds };
}
