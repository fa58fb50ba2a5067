/**
 * The trial's addition, step by step as CONTRIBUTING.md's tables say: a tunnel-credential collection
 * (`Credential`, `/credentials`, emitting events, with an `acl` of `bind:` rules, an owner and a once-shown
 * token) and `getCredentials`, which lists them by owner. Each edit says which row of CONTRIBUTING's
 * "Leaving a step out" table leaves it out; the rows that leave out something other than an edit (a
 * regeneration, a flag) say how in `OMISSIONS`.
 */

/** What the placeholders of CONTRIBUTING's messages stand for in this addition. */
export const PLACEHOLDERS: Record<string, string> = {
  "<Class>": "Credential",
  "<name>": "credentials",
  "<key>": "credentials",
  "<kind>": "tunnel_credential",
  "<plural>": "credentials",
  "<noun>": "tunnel credential",
  "<member>": "acl",
  "<function>": "getCredentials",
};

export interface Edit {
  /** The row of "Leaving a step out" that leaves this edit out. */
  row: string;
  file: string;
  /** The file's new text from its text before (undefined for a new file). */
  apply(text: string | undefined): string;
}

/** `text` with `anchor` replaced, failing with what to update when the anchor is gone. */
function at(file: string, anchor: string, replacement: string) {
  return (text: string | undefined) => {
    if (!text?.includes(anchor))
      throw new Error(
        `the trial's edit of ${file} no longer applies (it looks for ${JSON.stringify(anchor)}): update test/trial/addition.ts`,
      );
    return text.replace(anchor, replacement);
  };
}

const TOKEN = `onceShownToken(
      "Token an agent authenticates with; returned only when the credential is created.",
    )`;

/** `from "<path>"` in a file's text, written so that scans of this file's own imports do not take it for one. */
const fromPath = (path: string) => `from ${JSON.stringify(path)}`;

/** The credentials' catalog file, with the token's member as given (and its collection and list key, misspelt). */
export const credentialsFile = (
  token: string,
  { collection = "/credentials", listKey = "credentials" } = {},
) => `import { z } ${fromPath("zod")};
import { identity } ${fromPath("../fields")};
import { field } ${fromPath("../flags")};
import { describedBy, onceShownToken, ownerId, updateSchema } ${fromPath("../shared-members")};
import { defineResource } ${fromPath("../types")};

const acl = field(
  z.array(z.string().regex(/^bind:[a-z0-9.*-]+$/, "must be bind:<hostname>")),
  "What the credential may bind: bind:<hostname> rules.",
).optional();

export const credentials = defineResource({
  className: "Credential",
  clientName: "credentials",
  kind: "tunnel_credential",
  emitsEvents: true,
  collection: "${collection}",
  parents: [],
  idPrefix: "cr_",
  listKey: "${listKey}",
  operations: ["create", "get", "list", "update", "delete"],
  create: z.strictObject({ ...describedBy("tunnel credential"), acl, owner_id: ownerId("tunnel credential") }),
  update: updateSchema("tunnel credential", { acl }),
  response: z.object({
    ...identity("tunnel credential"),
    ...describedBy("tunnel credential"),
    acl,
    owner_id: ownerId("tunnel credential"),
    token: ${token},
  }),
  description: "A tunnel credential: a token an agent starts tunnels with. The token is shown once, at creation.",
});
`;

/** The hook that makes the token, with its body as given. */
export const hookFile = (body: string) => `import { randomBytes } ${fromPath("node:crypto")};
import type { ResourceHooks } ${fromPath("../context")};

/** Tunnel credentials: a token shown once. */
export const credentialHooks: ResourceHooks = {
  created(_ctx, _caller, _id, _stored, response) {
    ${body}
  },
};
`;

export const EDITS: Edit[] = [
  { row: "resource 1", file: "catalog/resources/credentials.ts", apply: () => credentialsFile(TOKEN) },
  {
    row: "resource 2",
    file: "catalog/index.ts",
    apply: (text) =>
      at(
        "catalog/index.ts",
        'import { apiKeys } from "./resources/api-keys";',
        'import { apiKeys } from "./resources/api-keys";\nimport { credentials } from "./resources/credentials";',
      )(at("catalog/index.ts", "  apiKeys,\n", "  apiKeys,\n  credentials,\n")(text)),
  },
  {
    row: "resource 4 (and 3)",
    file: "server/hooks/credentials.ts",
    apply: () => hookFile('response.token = "cr_tok_" + randomBytes(16).toString("hex");'),
  },
  {
    row: "resource 4 (and 3)",
    file: "server/hooks/index.ts",
    apply: (text) =>
      at(
        "server/hooks/index.ts",
        'import { apiKeyHooks } from "./api-keys";',
        'import { apiKeyHooks } from "./api-keys";\nimport { credentialHooks } from "./credentials";',
      )(
        at(
          "server/hooks/index.ts",
          "  apiKeys: apiKeyHooks,\n",
          "  apiKeys: apiKeyHooks,\n  credentials: credentialHooks,\n",
        )(text),
      ),
  },
  {
    row: "resource 5",
    file: "docs/contract.md",
    apply: (text) => {
      const two = at(
        "docs/contract.md",
        "for the kinds api_key,",
        "for the kinds api_key, tunnel_credential,",
      );
      const five = at(
        "docs/contract.md",
        "An API key's `token` is only in the create response.",
        "An API key's `token` is only in the create response. A tunnel credential's `token` is only in the create response.",
      );
      const seven = at(
        "docs/contract.md",
        "API key `owner_id`;",
        "API key `owner_id`; tunnel credential `owner_id`;",
      );
      const twelve = at(
        "docs/contract.md",
        "| api_key | `/api_keys` | `keys` |\n",
        "| api_key | `/api_keys` | `keys` |\n| tunnel_credential | `/credentials` | `credentials` |\n",
      );
      return twelve(seven(five(two(text))));
    },
  },
  {
    row: "resource 6: the registry page's first paragraph",
    file: "docs/_index.md",
    apply: at(
      "docs/_index.md",
      "as Pulumi resources: API keys,",
      "as Pulumi resources: API keys, tunnel credentials,",
    ),
  },
  {
    row: "resource 6: adoption",
    file: "docs/adopting-and-importing.md",
    apply: at(
      "docs/adopting-and-importing.md",
      "every class except `ApiKey` takes",
      "every class except `ApiKey` and `Credential` takes",
    ),
  },
  {
    row: "resource 6: secret outputs",
    file: "docs/how-resources-behave.md",
    apply: at(
      "docs/how-resources-behave.md",
      "`ApiKey.token`, is a secret output",
      "`ApiKey.token` (and a tunnel credential's, `Credential.token`), is a secret output",
    ),
  },
  {
    row: "resource 8",
    file: "test/provider/cases.ts",
    apply: at(
      "test/provider/cases.ts",
      '  {\n    className: "ReservedAddr",',
      `  {
    className: "Credential",
    inputs: () => ({ description: "agent", acl: ["bind:example.com"] }),
    update: () => ({ description: "agent 2" }),
    drift: async (c, id) => {
      await (c as never as Record<string, { update(id: string, body: object): Promise<unknown> }>).credentials.update(id, {
        description: "changed by hand",
      });
      return "description";
    },
    replaceWith: () => ({ inputs: { description: "agent", ownerId: "usr_someone_else" }, member: "ownerId" }),
  },
  {
    className: "ReservedAddr",`,
    ),
  },
  {
    row: "resource 9",
    file: "test/scenarios/programs/every-class.js",
    apply: at(
      "test/scenarios/programs/every-class.js",
      'const key = new t.ApiKey("key", { description: pick("ci", "ci deploys") });',
      'const key = new t.ApiKey("key", { description: pick("ci", "ci deploys") });\nconst cred = new t.Credential("cred", { description: pick("agent", "agent 2") });',
    ),
  },
  {
    row: "resource 10",
    file: "test/catalog/samples.ts",
    apply: at(
      "test/catalog/samples.ts",
      '"api_key_created.v0"];',
      '"api_key_created.v0", "bind:example.com"];',
    ),
  },
];

/** The function's edits: made after the resource's files are regenerated. */
export const FUNCTION_EDITS: Edit[] = [
  {
    row: "function 1",
    file: "catalog/functions/credentials.ts",
    apply: () => `import { z } ${fromPath("zod")};
import { field } ${fromPath("../flags")};
import { defineFunction } ${fromPath("../function-defs")};
import { credentials } ${fromPath("../resources/credentials")};

export const getCredentials = defineFunction({
  name: "getCredentials",
  description: "Lists the tunnel credentials, following every page, filtered by owner.",
  reads: credentials,
  answers: "list",
  listedAs: { name: "credentials", description: "The credentials that match, from every page." },
  itemType: "CredentialInfo",
  args: z.strictObject({ owner_id: field(z.string(), "Only the credentials of this owner.").optional() }),
});
`,
  },
  {
    row: "function 2",
    file: "catalog/index.ts",
    apply: (text) =>
      at(
        "catalog/index.ts",
        'import { getTunnel, getTunnels } from "./functions/tunnels";',
        'import { getCredentials } from "./functions/credentials";\nimport { getTunnel, getTunnels } from "./functions/tunnels";',
      )(
        at(
          "catalog/index.ts",
          "export const functions = { getTunnels, getTunnel };",
          "export const functions = { getTunnels, getTunnel, getCredentials };",
        )(text),
      ),
  },
];

/**
 * How each row of "Leaving a step out" that is not an edit is left out: the generated files that keep their
 * text from before the addition (`stale`, or from before the function's regeneration with `beforeFunction`),
 * or an edit of the complete addition (a token written by hand with some of its flags).
 */
export interface Omission {
  stale?: string[];
  beforeFunction?: string[];
  edit?: Edit;
}

const handToken = (flags: string) =>
  `field(z.string(), "Token an agent authenticates with."${flags}).nullish()`;
const tokenAs = (row: string, flags: string): Edit => ({
  row,
  file: "catalog/resources/credentials.ts",
  apply: () => credentialsFile(handToken(flags)),
});

export const OMISSIONS: Record<string, Omission> = {
  "what the hook sets": {
    edit: {
      row: "what the hook sets",
      file: "server/hooks/credentials.ts",
      apply: () => hookFile("// the token is never set"),
    },
  },
  "every flag of a token written by hand": { edit: tokenAs("every flag of a token written by hand", "") },
  "`shownOnce` on a token written by hand": {
    edit: tokenAs(
      "`shownOnce` on a token written by hand",
      ", { computed: true, computedByHook: true, secret: true, redacted: true }",
    ),
  },
  "`secret` on a token written by hand": {
    edit: tokenAs(
      "`secret` on a token written by hand",
      ", { computed: true, computedByHook: true, redacted: true, shownOnce: true }",
    ),
  },
  // The two misspellings the local server cannot see (it reads the same catalog): the contract's table does.
  "resource 1: a misspelt list key": {
    edit: {
      row: "resource 1: a misspelt list key",
      file: "catalog/resources/credentials.ts",
      apply: () => credentialsFile(TOKEN, { listKey: "credential" }),
    },
  },
  "resource 1: a misspelt collection path": {
    edit: {
      row: "resource 1: a misspelt collection path",
      file: "catalog/resources/credentials.ts",
      apply: () => credentialsFile(TOKEN, { collection: "/credentails" }),
    },
  },
  "resource 7: the classes": { stale: ["provider/program/generated/"] },
  "resource 7: the schema": { stale: ["plugin/schema.json"] },
  "resource 7: the SDKs": { stale: ["sdk/"] },
  "resource 7: the reference": { stale: ["docs/reference/"] },
  "function 3": { beforeFunction: ["provider/program/generated/functions.ts"] },
};
