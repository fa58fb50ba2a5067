/**
 * Gets the `__provider` string a dynamic resource carries, by constructing the resource under
 * `pulumi.runtime.setMocks` in the program directory: the SDK's own serialization, with no engine.
 * Used to drive a ProviderHost directly, without running a program.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * `construct` is JavaScript evaluated in the program directory that creates one dynamic resource, e.g.
 * `new (require("fixture-provider").Thing)("a", { name: "a" })` (the default).
 */
export async function serializeProvider(
  programDir: string,
  construct = 'new (require("fixture-provider").Thing)("a", { name: "a" })',
): Promise<string> {
  const script = `
const pulumi = require("@pulumi/pulumi");
let found;
pulumi.runtime.setMocks({
  newResource: (args) => { if (args.inputs.__provider) found = args.inputs.__provider; return { id: "mock", state: args.inputs }; },
  call: () => ({}),
}, "engine-test", "dev", false);
${construct};
setTimeout(() => {
  if (!found) { console.error("no __provider input was registered"); process.exit(1); }
  process.stdout.write(JSON.stringify(found));
}, 200);
`;
  const { stdout } = await run(process.execPath, ["-e", script], {
    cwd: programDir,
    timeout: 30_000,
    maxBuffer: 8 * 1024 * 1024,
  });
  return JSON.parse(stdout) as string;
}
