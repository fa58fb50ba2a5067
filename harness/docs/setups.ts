/**
 * `setup <page.md>#<section>` (docs/development/executed-docs.md): a section run once for all the pages of a test
 * file that name it, as a user runs a language's install once in a terminal and then works in it. Its story stays
 * until `close()` (a virtual environment lives in its folder); each page that names it starts with the variables
 * the section exported (an activated environment's PATH and VIRTUAL_ENV, GOPROXY).
 */
import { blocksOf } from "./doc-blocks";
import { closeScene, type DocsContext, newScene, runBlock, type Scene } from "./scene";

export class Setups {
  private readonly runs = new Map<string, Promise<{ scene: Scene; env: NodeJS.ProcessEnv }>>();

  constructor(private readonly context: DocsContext) {}

  /** The variables `section` leaves, running it the first time it is asked for. */
  async env(section: string): Promise<NodeJS.ProcessEnv> {
    let run = this.runs.get(section);
    if (!run) {
      run = this.run(section);
      this.runs.set(section, run);
    }
    return (await run).env;
  }

  private async run(section: string) {
    const { blocks } = blocksOf(this.context.root, section);
    if (!blocks.some((b) => b.action.kind === "run"))
      throw new Error(`setup ${section}: the section has no block that runs`);
    const scene = await newScene(`setup-${section}`, this.context);
    try {
      for (const block of blocks) await runBlock(block, scene, this.context, new Map());
      return { scene, env: await scene.story.exportedChanges() };
    } catch (e) {
      await closeScene(scene);
      throw new Error(`setup ${section} failed: ${(e as Error).message}`);
    }
  }

  /** Ends every setup's story. */
  async close(): Promise<void> {
    for (const run of this.runs.values()) {
      const done = await run.catch(() => undefined);
      if (done) await closeScene(done.scene);
    }
  }
}
