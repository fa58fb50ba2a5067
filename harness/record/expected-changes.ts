/**
 * What later code changes on purpose in the state a recording holds: `expected-changes.json` beside a
 * recording (test/fixtures/recorded/README.md), a list of entries (URN, member, kind), each citing the line of
 * CHANGELOG.md that tells users of it. No file is no entry: the state must be as the recording left it. The
 * comparison applies each entry to the recording's comparable state (compare.ts) and expects this code's state
 * to equal the result; an entry that changes nothing there is stale, and fails the check as a wrong one does.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT, type RecordedStack } from "../../drivers";

type Json = unknown;
type Resource = Record<string, Json>;

/** The file beside a recording's other files. */
export const EXPECTED_CHANGES_FILE = "expected-changes.json";

/**
 * Each kind of change, and what it does to a resource's comparable state. The member is a top-level member of
 * the resource's inputs and outputs (its state keeps both).
 */
export const CHANGE_KINDS = {
  /**
   * The member is no longer secret whole: only the secret members inside it are, each at its own path
   * (issue 28: the plugin's schema marks only secret members, so its SDKs no longer wrap the module). Its
   * values are unchanged, and it is no longer among the resource's `additionalSecretOutputs`.
   */
  "secret-at-own-path": (resource: Resource, member: string): Resource => {
    const out = { ...resource };
    for (const side of ["inputs", "outputs"]) {
      const values = out[side] as Record<string, Json> | undefined;
      if (values && member in values) out[side] = { ...values, [member]: unwrapped(values[member]) };
    }
    const listed = out.additionalSecretOutputs;
    if (Array.isArray(listed)) {
      const left = listed.filter((m) => m !== member);
      if (left.length) out.additionalSecretOutputs = left;
      else delete out.additionalSecretOutputs;
    }
    return out;
  },
  /**
   * The member (`__internal`, the engine's settings of an SDK's default provider) gains the schema's
   * `pluginDownloadURL` (plugin/schema.json): from 0.4.0 every SDK tells the engine where the CLI downloads the
   * plugin from. The provider's other inputs are unchanged, and its resources take no step for it.
   */
  "plugin-download-url": (resource: Resource, member: string): Resource => {
    const inputs = resource.inputs as Record<string, Json> | undefined;
    const settings = inputs?.[member];
    if (!inputs || !settings || typeof settings !== "object") return resource;
    return {
      ...resource,
      inputs: { ...inputs, [member]: { ...settings, pluginDownloadURL: schemaDownloadUrl() } },
    };
  },
} as const;

/** The schema's `pluginDownloadURL`, which the SDKs generated from it give their default provider. */
function schemaDownloadUrl(): string {
  const schema = JSON.parse(readFileSync(path.join(REPO_ROOT, "plugin", "schema.json"), "utf8")) as {
    pluginDownloadURL: string;
  };
  return schema.pluginDownloadURL;
}

export type ChangeKind = keyof typeof CHANGE_KINDS;

export interface ExpectedChange {
  urn: string;
  member: string;
  kind: ChangeKind;
  /** Text of one line of CHANGELOG.md: the entry that tells users of this change. */
  changelog: string;
}

/** A value opened by compare.ts, `{ "[secret]": value }`, as the value itself; anything else as it is. */
function unwrapped(value: Json): Json {
  const opened = value as Record<string, Json> | null;
  return opened && typeof opened === "object" && Object.keys(opened).join() === "[secret]"
    ? opened["[secret]"]
    : value;
}

/** A recording's expected changes; none when it has no file. */
export function expectedChanges(recorded: RecordedStack): ExpectedChange[] {
  const file = path.join(recorded.dir, EXPECTED_CHANGES_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as ExpectedChange[]) : [];
}

/**
 * What is wrong with an entry, in words, or undefined: a kind this file does not know, a URN the recording does
 * not hold, a CHANGELOG line it does not find once, or a change that changes nothing of the recording.
 */
export function entryProblem(entry: ExpectedChange, state: Record<string, Json>): string | undefined {
  const where = `${entry.urn} ${entry.member}`;
  if (!(entry.kind in CHANGE_KINDS))
    return `${where}: no kind ${entry.kind} (${Object.keys(CHANGE_KINDS).join(", ")})`;
  const resource = state[entry.urn] as Resource | undefined;
  if (!resource) return `${where}: the recording holds no such resource`;
  const lines = readFileSync(path.join(REPO_ROOT, "CHANGELOG.md"), "utf8")
    .split("\n")
    .filter((line) => entry.changelog && line.includes(entry.changelog));
  if (lines.length !== 1)
    return `${where}: ${lines.length} lines of CHANGELOG.md hold "${entry.changelog}", not one`;
  const changed = CHANGE_KINDS[entry.kind](resource, entry.member);
  if (JSON.stringify(changed) === JSON.stringify(resource))
    return `${where}: ${entry.kind} changes nothing there`;
  return undefined;
}

/** The recording's comparable state with each expected change applied: what this code's state must equal. */
export function withExpectedChanges(
  state: Record<string, Json>,
  changes: ExpectedChange[],
): Record<string, Json> {
  const out = { ...state };
  for (const c of changes) out[c.urn] = CHANGE_KINDS[c.kind](out[c.urn] as Resource, c.member);
  return out;
}
