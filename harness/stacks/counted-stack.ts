import { readFileSync } from "node:fs";
import { TunnelsClient } from "../../client";
import type { ServerOptions } from "../../server/index";
import { makeProgramDir, TestEngine, packedPackage } from "../../drivers";
import { type CountedServer, countedServer } from "../server/counting-proxy";

/**
 * A scenario program run by the test engine against the local server behind the counting proxy: the
 * provider host's calls are counted (`counted.calls`); so are `direct`'s, the client for out-of-band
 * changes and checks, so tests count around the provider's runs only.
 */
export interface CountedStack {
  counted: CountedServer;
  direct: TunnelsClient;
  /** An engine (a provider host of its own) for the given plain config; the state file is shared. */
  engine(config?: Record<string, string>): TestEngine;
  close(): Promise<void>;
}

/** `programPath`: the program's file, CommonJS JavaScript. */
export async function countedStack(programPath: string, options: ServerOptions = {}): Promise<CountedStack> {
  const counted = await countedServer(options);
  // Through the proxy too, since the server's next_page_uri points there: count before using it.
  const direct = new TunnelsClient({ baseUrl: counted.url, apiKey: counted.server.rootToken });
  const { dir } = await makeProgramDir({
    tarballs: [await packedPackage()],
    programSource: readFileSync(programPath, "utf8"),
    project: "scenario",
  });
  const engines: TestEngine[] = [];
  return {
    counted,
    direct,
    engine(config = {}) {
      const engine = new TestEngine({
        programDir: dir,
        stack: "dev",
        config: { "tunnels:apiUrl": counted.url, ...config },
        secretConfig: { "tunnels:apiKey": counted.server.rootToken },
        passphrase: "scenario passphrase",
        timeoutMs: 1_800_000,
      });
      engines.push(engine);
      return engine;
    },
    async close() {
      for (const e of engines) await e.close();
      await direct.close();
      await counted.close();
    },
  };
}
