/**
 * A recorded stack brought back as its users have it: its state (`stack.json`) imported into a stack of its
 * program, and its account (the data file) served by the local server under test, opened with its key and
 * answering the recording's own API key. What a user who upgrades has: the state and the objects a release
 * left, and this code. The comparison of what the code does to it (a preview with no change, the expected
 * changes of `expected-changes.json`) is the test's.
 */
import { copyFileSync, mkdtempSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type RunningServer, startServer } from "../../server/index";
import {
  type StackCommands,
  TMP_ROOT,
  PassphraseCrypter,
  FILES,
  openDataKey,
  RECORDING_PASSPHRASE,
  type RecordedStack,
  saltOf,
} from "../../drivers";
import { projectLike } from "./redeploy";

export interface RestoredStack {
  /** The recording's program in a stack holding the recorded state; configured for `server`. */
  project: StackCommands;
  /** The local server under test with the recording's data file; close it when done. */
  server: RunningServer;
}

/** A value of the recorded stack config file (`Pulumi.<stack>.yaml`): plain, or the ciphertext of a secure one. */
function configValue(recorded: RecordedStack, key: string): string {
  const plain = new RegExp(`^\\s+${key}: (\\S+)$`, "m").exec(recorded.stackConfig);
  const secure = new RegExp(`^\\s+${key}:\\s*\\n\\s+secure: (\\S+)$`, "m").exec(recorded.stackConfig);
  if (secure)
    return PassphraseCrypter.fromState(RECORDING_PASSPHRASE, { salt: saltOf(recorded.state) }).decrypt(
      secure[1],
    );
  if (plain) return plain[1];
  throw new Error(`${recorded.dir}: its stack config sets no ${key}`);
}

/**
 * The recording restored: its data file copied and served with its opened key, the root token being the
 * recording's `tunnels:apiKey` (the account's key its state and config hold); its program in a new stack
 * configured as the recording was, into which its `stack.json` is imported. The server listens where it can,
 * so the account's address (`tunnels:apiUrl`, every `uri`) is written as the new one in the state imported: the
 * one value that differs per deployment that a preview would otherwise show (harness/record/compare.ts).
 */
export async function restoreRecorded(recorded: RecordedStack): Promise<RestoredStack> {
  const dir = mkdtempSync(path.join(TMP_ROOT, "restored-"));
  const data = path.join(dir, "server.db");
  copyFileSync(path.join(recorded.dir, FILES.data), data);
  writeFileSync(`${data}.key`, openDataKey(recorded), { mode: 0o600 });
  const server = await startServer({ port: 0, data, rootToken: configValue(recorded, "tunnels:apiKey") });
  try {
    const project = await projectLike(recorded, server);
    const recordedUrl = configValue(recorded, "tunnels:apiUrl");
    const state = path.join(dir, FILES.state);
    writeFileSync(state, JSON.stringify(recorded.state).split(recordedUrl).join(server.url));
    await project.run(["stack", "import", "--file", state]);
    return { project, server };
  } catch (err) {
    await server.close();
    throw err;
  }
}
