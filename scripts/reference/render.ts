import { configKey, SETTINGS, settingNames } from "../../provider/settings";
import { classSpecs, type ClassSpec } from "../../provider/specs";
import { functionSpecs } from "../../provider/function-specs";
import { membersOf, resources } from "../../catalog";
import { idForm } from "../classes/id-form";
import { anchor, cell, memberTable, table } from "./markdown";
import { classRows, outputRows } from "./rows";
import { typeText } from "./type-text";

/**
 * The reference for users of the package, rendered from the catalog and the provider's class specs. Pure:
 * the same catalog gives the same text, so a test can tell when the README's reference is stale.
 */

export { TYPE_TOKEN_PREFIX } from "../../provider/program/resource-class";
import { TYPE_TOKEN_PREFIX } from "../../provider/program/resource-class";

/** One row per setting of the provider's table (provider/settings.ts), in its order. */
const CONFIG_ROWS = settingNames.map((name) => {
  const setting = SETTINGS[name];
  return [
    `\`${configKey(name)}\``,
    `\`${setting.env}\``,
    setting.secret ? "yes" : "",
    setting.default === undefined ? "" : `\`${setting.default}\``,
    cell(setting.doc),
  ];
});

/** Why a changed setting can miss a refresh, and the one way around it that the precedence above allows. */
const REFRESH_NOTE = [
  "A refresh (`pulumi refresh`, `pulumi preview --refresh`) configures the provider with the settings the last",
  "deploy recorded in the state, not with the stack config of now: a rotated `tunnels:apiKey` or a moved",
  "`tunnels:apiUrl` reaches a refresh only after a `pulumi up`. The environment is read at each run, but only",
  "for a setting the recorded config leaves unset. So to rotate the key without a deploy, keep it out of stack",
  "config and give it as `TUNNELS_API_KEY` to every run (the URL likewise, as `TUNNELS_API_URL`); a stack that",
  "has the key in config moves over with `pulumi config rm tunnels:apiKey` and one `pulumi up` with",
  "`TUNNELS_API_KEY` set. `pulumi refresh --run-program` (and `destroy`, `preview --refresh`, `up --refresh` with",
  '`--run-program`) runs the program first and so configures the provider with the stack config of now (README, "Rotating a key").',
].join("\n");

const LEGEND = [
  "Flags: **replaces**: a change replaces the object (the service cannot update it in place);",
  "**output**: set by the service, not an input; **secret**: a secret in Pulumi state and never shown in",
  "logs or errors; **lower-cased by the service**: stored and returned in lower case (for a map: its keys).",
  "Names are camelCase at every level, except the keys of user maps (`labels`, header `add`) and free JSON",
  "(a policy action's `config`), which pass through as written. `[]` marks the items of a list.",
].join("\n");

function classSection(spec: ClassSpec): string {
  const def = spec.def.is === "resource" ? spec.def.resource : spec.def.module;
  const owner =
    spec.def.is === "module"
      ? `\n\nOwner: ${spec.def.module.owner}, module \`${spec.def.module.module}\`, at \`${spec.def.module.path}\`.`
      : "";
  return [
    `### ${spec.className}`,
    `Type token: \`${TYPE_TOKEN_PREFIX}${spec.className}\`\n\n${def.description}${owner}`,
    memberTable(classRows(spec)),
  ].join("\n\n");
}

function getSection(specs: ClassSpec[]): string {
  return [
    "## Reading existing objects",
    "`X.get(name, id, state?, opts?)` reads an object that exists already into the program, as in Pulumi's own\n" +
      "SDKs; `state` holds what is known of it, and names the parents where the id does not. The id each\n" +
      "class takes:",
    table(
      ["Class", "Id for `get`"],
      specs.map((s) => [`\`${s.className}\``, cell(idForm(s))]),
    ),
  ].join("\n\n");
}

/** The arguments of a function (provider/function-specs.ts), as the reference's table lists them. */
function argumentTable(name: string): string {
  const fn = functionSpecs.find((f) => f.name === name);
  if (!fn) throw new Error(`no function ${name} in provider/function-specs.ts`);
  return table(
    ["Argument", "Type", "Required", "Description"],
    membersOf(fn.args).map((m) => [
      `\`${m.pulumiName}\``,
      `\`${cell(typeText(m.schema))}\``,
      m.optional ? "optional" : "required",
      cell(m.description ?? ""),
    ]),
  );
}

function functionsSection(): string {
  return [
    "## Functions",
    "Tunnels are brought online by agents, not declared: read them with these functions. Each has an\n`...Output` form that takes inputs and returns an Output.",
    "### getTunnels / getTunnelsOutput",
    "`getTunnels(args?: {region?, proto?, labels?}, opts?: InvokeOptions): Promise<{ tunnels: Tunnel[] }>`: the online\ntunnels, every page, filtered. A region or protocol the service does not have is refused with an error, not\nanswered with an empty list. `getTunnelsOutput` takes an Input for every argument, and `dependsOn` in its options.",
    argumentTable("getTunnels"),
    "### getTunnel / getTunnelOutput",
    "`getTunnel(args: {id}, opts?: InvokeOptions): Promise<Tunnel>`: one online tunnel by id.",
    argumentTable("getTunnel"),
    "### Tunnel",
    resources.tunnels.description,
    memberTable(outputRows(resources.tunnels.response)),
  ].join("\n\n");
}

/** Which resources take `adoptId`, from each class's `adoptable` (false where a member is shown only once). */
function adoptionNote(resourceSpecs: ClassSpec[]): string {
  const not = resourceSpecs.filter((s) => !s.adoptable).map((s) => s.className);
  const which = not.length ? `Every resource except ${not.join(", ")}` : "Every resource";
  return `${which} takes \`adoptId\`: the id of an existing object to take over at create, since\n\`pulumi import\` does not work for dynamic resources.`;
}

export function renderReference(specs: ClassSpec[] = Object.values(classSpecs)): string {
  const resourceSpecs = specs.filter((s) => s.def.is === "resource");
  const moduleSpecs = specs.filter((s) => s.def.is === "module");
  const index = (list: ClassSpec[]) =>
    list.map((s) => `[${s.className}](#${anchor(s.className)})`).join(", ");
  const parts = [
    "# pulumi-tunnels reference",
    "Generated from the catalog (`catalog`) by `npm run docs`: do not edit by hand.",
    `Resources: ${index(resourceSpecs)}.\n\nModules: ${index(moduleSpecs)}.\n\nFunctions: [getTunnels](#gettunnels--gettunnelsoutput), [getTunnel](#gettunnel--gettunneloutput).`,
    "## Configuration",
    "Stack configuration comes first, then the environment.",
    table(["Key", "Environment", "Secret", "Default", "Description"], CONFIG_ROWS),
    REFRESH_NOTE,
    "## Resources",
    LEGEND,
    adoptionNote(resourceSpecs),
    ...resourceSpecs.map(classSection),
    "## Modules",
    "A module of a route or an edge managed as its own resource: it is created by replacing the module whole\n(PUT) and deleted with the module's DELETE. Route modules take `edgeId` and `routeId`; edge modules take\n`edgeId`.",
    ...moduleSpecs.map(classSection),
    getSection(specs),
    functionsSection(),
  ];
  return `${parts.join("\n\n")}\n`;
}
