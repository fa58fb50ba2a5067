/**
 * Records the stacks a given commit makes, for the upgrade tests: every class of the package, deployed with
 * that commit's code through its dynamic provider (the every-class program) and through its native plugin (the
 * same resources in YAML), and its SDK tests' Python and Go programs with its SDKs through its plugin, against
 * its local server, into test/fixtures/recorded/<version>/ (README.md there).
 * Run by a developer when a release is made, never by the tests:
 *
 *   npm run record -- <commit> [program...]   e.g. npm run record -- 5ae7b20   (0.3.0)
 *
 * Each program named is recorded again (every-class, sdk-python, sdk-go), all of them when none is named; a
 * recording's folder is replaced whole, so its expected-changes.json is to be put back (git checkout) after.
 *
 * The commit is built once per user (`npm ci && npm run build` of `git archive <commit>`, in
 * ~/.cache/pulumi-tunnels/commit-<sha>-ci/); the Pulumi CLI and the YAML host are the ones npm test builds.
 */
import path from "node:path";
import { type ProgramsToRecord, RECORDED_ROOT, recordCommit, REPO_ROOT } from "../drivers";

/** The programs recorded: each one's files are read from the recorded commit's tree. */
export const PROGRAMS: ProgramsToRecord = {
  classes: [
    {
      name: "every-class",
      source: "test/scenarios/programs/every-class.js",
      config: { "scenario:phase": "1" },
    },
  ],
  // The SDK tests' programs, run by their drivers (test/sdks/README.md) with the commit's SDK and plugin.
  sdks: [
    {
      language: "python",
      project: "sdk-python",
      source: "test/sdks/python/program.py",
      driver: "test/sdks/python/drive.py",
    },
    { language: "go", project: "sdk-go", source: "test/sdks/go/program.go", driver: "test/sdks/go/main.go" },
  ],
};

/** The programs named (a class program's `name`, an SDK program's `project`), or all of them. */
function only(names: string[]): ProgramsToRecord | undefined {
  if (names.length === 0) return PROGRAMS;
  const known = [...PROGRAMS.classes.map((p) => p.name), ...PROGRAMS.sdks.map((p) => p.project)];
  if (names.some((n) => !known.includes(n))) return undefined;
  return {
    classes: PROGRAMS.classes.filter((p) => names.includes(p.name)),
    sdks: PROGRAMS.sdks.filter((p) => names.includes(p.project)),
  };
}

async function main(args: string[]) {
  const [commit, ...names] = args;
  const programs = only(names);
  if (!commit || commit.startsWith("-") || !programs) {
    console.error(
      `usage: npm run record -- <commit> [program...]   (programs: ${[
        ...PROGRAMS.classes.map((p) => p.name),
        ...PROGRAMS.sdks.map((p) => p.project),
      ].join(", ")}; default all)`,
    );
    process.exitCode = 2;
    return;
  }
  for (const dir of await recordCommit(commit, programs, RECORDED_ROOT))
    console.log(`wrote ${path.relative(REPO_ROOT, dir)}`);
}

if (require.main === module)
  main(process.argv.slice(2)).catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
