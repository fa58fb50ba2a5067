import { type ClassModel, classModels } from "../../provider/model";
import { configKey, SETTINGS, settingNames } from "../../provider/base/settings";
import { functionIndex, functionsSection } from "./functions";
import { LANGUAGES } from "./languages";
import { languageLinks } from "./sdk-page";
import { anchor, cell, memberTable, table } from "./markdown";
import { classRows } from "./rows";

/**
 * The reference for users of the package (docs/reference/README.md), rendered from the package model. Pure:
 * the same catalog gives the same text, so a test can tell when the file is stale.
 */

/** One row per setting of the provider's table (provider/base/settings.ts), in its order. */
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
  "`--run-program`) runs the program first and so configures the provider with the stack config of now",
  "([Rotating a key](../settings.md#rotating-a-key)).",
].join("\n");

const LEGEND = [
  "Flags: **replaces**: a change replaces the object (the service cannot update it in place);",
  "**output**: set by the service, not an input; **secret**: a secret in Pulumi state and never shown in",
  "logs or errors, at its own path through the plugin (the other members of its module show in diffs) and",
  "as the whole top-level member holding it in the TypeScript classes (Pulumi's dynamic provider marks only",
  "top-level outputs); **lower-cased by the service**: stored and returned in lower case (for a map: its keys).",
  "Names are camelCase at every level, except the keys of user maps (`labels`, header `add`) and free JSON",
  "(a policy action's `config`), which pass through as written. `[]` marks the items of a list.",
].join("\n");

function classSection(model: ClassModel): string {
  const { spec } = model;
  const owner =
    spec.def.is === "module"
      ? `\n\nOwner: ${spec.def.module.owner}, module \`${spec.def.module.module}\`, at \`${spec.def.module.path}\`.`
      : "";
  return [
    `### ${model.className}`,
    `Type token: \`${model.dynamicType}\` (the TypeScript class, a dynamic resource); plugin token: ` +
      `\`${model.token}\` (YAML, Python, Go)\n\n${model.description}${owner}`,
    memberTable(classRows(model)),
  ].join("\n\n");
}

function getSection(models: ClassModel[]): string {
  return [
    "## Reading existing objects",
    "`X.get(name, id, state?, opts?)` reads an object that exists already into the program, as in Pulumi's own\n" +
      "SDKs; `state` holds what is known of it, and names the parents where the id does not. The id each\n" +
      "class takes:",
    table(
      ["Class", "Id for `get`"],
      models.map((m) => [`\`${m.className}\``, cell(m.idForm)]),
    ),
  ].join("\n\n");
}

/** Which resources take `adoptId`, from each class's `adoptable` (false where a member is shown only once). */
function adoptionNote(resources: ClassModel[]): string {
  const not = resources.filter((m) => !m.spec.adoptable).map((m) => m.className);
  const which = not.length ? `Every resource except ${not.join(", ")}` : "Every resource";
  return `${which} takes \`adoptId\`: the id of an existing object to take over at create, since\n\`pulumi import\` does not work for dynamic resources.`;
}

export function renderReference(models: ClassModel[] = classModels()): string {
  const resourceModels = models.filter((m) => m.spec.def.is === "resource");
  const moduleModels = models.filter((m) => m.spec.def.is === "module");
  const index = (list: ClassModel[]) =>
    list.map((m) => `[${m.className}](#${anchor(m.className)})`).join(", ");
  const parts = [
    "# pulumi-tunnels reference",
    "Generated from the catalog (`catalog`) by `npm run docs`: do not edit by hand. This page is the TypeScript\n" +
      "classes' (`pulumi-tunnels`, dynamic resources); the settings and the ids `get` takes are every language's.",
    languageLinks(LANGUAGES),
    `Resources: ${index(resourceModels)}.\n\nModules: ${index(moduleModels)}.\n\nFunctions: ${functionIndex()}.`,
    "## Configuration",
    "Stack configuration comes first, then the environment.",
    table(["Key", "Environment", "Secret", "Default", "Description"], CONFIG_ROWS),
    REFRESH_NOTE,
    "## Resources",
    LEGEND,
    adoptionNote(resourceModels),
    ...resourceModels.map(classSection),
    "## Modules",
    "A module of a route or an edge managed as its own resource: it is created by replacing the module whole\n(PUT) and deleted with the module's DELETE. Route modules take `edgeId` and `routeId`; edge modules take\n`edgeId`.",
    ...moduleModels.map(classSection),
    getSection(models),
    functionsSection(),
  ];
  return `${parts.join("\n\n")}\n`;
}
