/**
 * Records the stacks a given commit makes, for the upgrade tests: every class of the package, deployed with
 * that commit's code through its dynamic provider (the every-class program) and through its native plugin (the
 * same resources in YAML), against its local server, into test/fixtures/recorded/<version>/ (README.md there).
 * Run by a developer when a release is made, never by the tests:
 *
 *   npm run record -- <commit>          e.g. npm run record -- 5ae7b20   (0.3.0)
 *
 * The commit is built once per user (`npm ci && npm run build` of `git archive <commit>`, in
 * ~/.cache/pulumi-tunnels/commit-<sha>-ci/); the Pulumi CLI and the YAML host are the ones npm test builds.
 */
import path from "node:path";
import { type ProgramToRecord, RECORDED_ROOT, recordCommit, REPO_ROOT } from "../harness";

/** The programs recorded: each one's file is read from the recorded commit's tree. */
export const PROGRAMS: ProgramToRecord[] = [
  {
    name: "every-class",
    source: "test/scenarios/programs/every-class.js",
    config: { "scenario:phase": "1" },
  },
];

async function main(args: string[]) {
  const [commit, ...rest] = args;
  if (!commit || rest.length > 0 || commit.startsWith("-")) {
    console.error("usage: npm run record -- <commit>");
    process.exitCode = 2;
    return;
  }
  for (const dir of await recordCommit(commit, PROGRAMS, RECORDED_ROOT))
    console.log(`wrote ${path.relative(REPO_ROOT, dir)}`);
}

if (require.main === module)
  main(process.argv.slice(2)).catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
