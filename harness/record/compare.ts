/**
 * Two states of the same program compared resource by resource: each resource's state (type, inputs,
 * outputs, parent, dependencies, provider, secret outputs…) by URN, with secrets opened and with the values
 * that legitimately differ from one deployment to the next replaced by a marker saying what they were. What
 * is left must be equal: a difference is a change the code under test makes to every user's state.
 */
import {
  PassphraseCrypter,
  SECRET_SIG,
  SIG_KEY,
  type StackExport,
  type StateResource,
  saltOf,
} from "../../drivers";

/**
 * What differs per deployment, and why; every other value is compared as it is.
 * - Ids: the service makes each object's id (time-ordered and random, docs/contract.md §3), the engine each
 *   provider's (a UUID). A resource's id is written `<id of NAME>` wherever it appears (its own `id`, a
 *   reference to it, a composite id such as `<edge>/<route>/compression`, a URL, a provider reference); any
 *   other id the service made (an owner's) is `<another id>`.
 * - What the service makes at random for an object: an API key's `token`, an SSH certificate authority's key
 *   pair (`publicKey`), a reserved address's `addr` (host and port); written `<NAME.member>` wherever they
 *   appear (the stack's outputs repeat some).
 * - The account: each run has a local server of its own, on a free port (`tunnels:apiUrl`, every `uri`), with
 *   its own root token (`tunnels:apiKey`).
 * - Times: the service's `created_at` and the state's `created` and `modified` are when the run happened.
 * - Secret ciphertexts: each secret is encrypted with a fresh nonce; it is compared opened, as
 *   `{ "[secret]": value }`, so that a member becoming secret or plain is a difference.
 * - The order of `dependencies` (and of each member's in `propertyDependencies`): the order in which the
 *   program's inputs resolved, which varies from run to run; compared as sets.
 * - Where the program registered each resource (`sourcePosition`, and `stackTrace`, which the recorder leaves
 *   out): engine metadata for messages, never read by a diff; it names lines of the package's compiled code,
 *   which move with any edit, and paths of the machine that ran it.
 */
export const PER_DEPLOYMENT = [
  "ids",
  "values the service makes at random",
  "the account: the server's address and root token",
  "times",
  "secret ciphertexts",
  "the order of dependencies",
  "where the program registered each resource",
];

/**
 * What differs per release of an SDK, and why: an SDK registers its resources with a default provider named after
 * its version and the schema's download URL (`default_0_3_0`, `default_0_4_0_github_/api.github.com/pulumi-tunnels`),
 * whose `version` input and output is that version. Every release names another one, and the engine moves the
 * resources to it with no step of theirs (a restored stack's preview shows none). Written `default_<the SDK's>`
 * and `<the SDK's version>`. What else a release sets on that provider (0.4.0's `pluginDownloadURL`) is compared.
 */
export const PER_SDK_RELEASE = ["the name and version of the SDK's default provider"];

const SDK_DEFAULT_PROVIDER = /(::pulumi:providers:[\w-]+::)default_\d+_\d+_\d+[^:"]*/g;

const ID = /\b[a-z]{2,12}_[0-9a-hjkmnp-tv-z]{26}\b/g;
const SERVER_URL = /http:\/\/127\.0\.0\.1:\d+/g;
const TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;
/** Output members whose values the service makes at random when it creates the object. */
const MADE_BY_THE_SERVICE = ["token", "publicKey", "addr"];
/** A provider's key to the account, in a native provider's inputs and in the dynamic provider's config. */
const ACCOUNT_KEY = ["apiKey", "tunnels:apiKey"];
/** Resource fields that say when a step ran, and where in the program (and the tools) a resource was declared. */
const NOT_COMPARED = new Set(["created", "modified", "sourcePosition", "stackTrace"]);
const SECRET = "[secret]";

type Json = unknown;

/** A state's resources by URN, as the comparison sees them. */
export function comparableState(state: StackExport, passphrase: string): Record<string, Json> {
  const crypter = PassphraseCrypter.fromState(passphrase, { salt: saltOf(state) });
  const resources = [...state.deployment.resources]
    .map((r) => sdkReleaseNeutral(opened(r, crypter) as StateResource))
    .sort((a, b) => a.urn.localeCompare(b.urn));
  const markers = perDeploymentValues(resources);
  const normal = (v: Json): Json => {
    if (typeof v === "string") return text(v, markers);
    if (Array.isArray(v)) return v.map(normal);
    if (v && typeof v === "object")
      return Object.fromEntries(
        Object.entries(v)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, x]) => [k, normal(x)]),
      );
    return v;
  };
  return Object.fromEntries(
    resources.map((r) => {
      const fields = Object.entries(r).filter(([k]) => k !== "urn" && !NOT_COMPARED.has(k));
      return [r.urn, normal(Object.fromEntries(fields.map(([k, v]) => [k, unordered(k, v)])))];
    }),
  );
}

/** The resource with its SDK's default provider written as PER_SDK_RELEASE says, wherever it is named. */
function sdkReleaseNeutral(r: StateResource): StateResource {
  const out = JSON.parse(
    JSON.stringify(r).replace(SDK_DEFAULT_PROVIDER, "$1default_<the SDK's>"),
  ) as StateResource;
  if (out.type.startsWith("pulumi:providers:") && out.urn.endsWith("::default_<the SDK's>"))
    for (const side of ["inputs", "outputs"]) {
      const values = out[side] as Record<string, Json> | undefined;
      if (values && typeof values.version === "string") values.version = "<the SDK's version>";
    }
  return out;
}

/**
 * Every secret opened into `{ "[secret]": value }`. A secret inside a secret is already in clear inside its
 * encrypted parent (its `ciphertext` is the value's JSON), as Pulumi writes it.
 */
function opened(v: Json, crypter: PassphraseCrypter, inSecret = false): Json {
  if (Array.isArray(v)) return v.map((x) => opened(x, crypter, inSecret));
  if (!v || typeof v !== "object") return v;
  const o = v as Record<string, Json>;
  if (o[SIG_KEY] === SECRET_SIG && typeof o.ciphertext === "string") {
    const json = inSecret ? o.ciphertext : crypter.decrypt(o.ciphertext);
    return { [SECRET]: opened(JSON.parse(json), crypter, true) };
  }
  return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, opened(x, crypter, inSecret)]));
}

/** Each value that differs per deployment, with the marker it is written as. */
function perDeploymentValues(resources: StateResource[]): Map<string, string> {
  const markers = new Map<string, string>();
  const plain = (v: Json) =>
    v && typeof v === "object" && SECRET in v ? (v as Record<string, Json>)[SECRET] : v;
  for (const r of resources) {
    const name = r.urn.split("::").pop() ?? r.urn;
    if (r.id) markers.set(r.id, `<id of ${name}>`);
    const outputs = (r.outputs ?? {}) as Record<string, Json>;
    for (const member of MADE_BY_THE_SERVICE) {
      const value = plain(outputs[member]);
      if (typeof value === "string" && value) markers.set(value, `<${name}.${member}>`);
    }
    if (r.type.startsWith("pulumi:providers:"))
      for (const member of ACCOUNT_KEY) {
        const value = plain(((r.inputs ?? {}) as Record<string, Json>)[member]);
        if (typeof value === "string" && value) markers.set(value, "<the account's key>");
      }
  }
  return markers;
}

function text(s: string, markers: Map<string, string>): string {
  if (markers.has(s)) return markers.get(s)!;
  if (TIME.test(s)) return "<time>";
  let out = s.replace(SERVER_URL, "<local server>");
  for (const [value, marker] of markers) if (out.includes(value)) out = out.split(value).join(marker);
  return out.replace(ID, "<another id>");
}

/** `dependencies`, and each member's list in `propertyDependencies`, sorted: their order is the run's. */
function unordered(field: string, v: Json): Json {
  if (field === "dependencies" && Array.isArray(v)) return [...v].sort();
  if (field === "propertyDependencies" && v && typeof v === "object")
    return Object.fromEntries(
      Object.entries(v).map(([k, list]) => [k, Array.isArray(list) ? [...list].sort() : list]),
    );
  return v;
}
