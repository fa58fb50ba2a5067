// Turns a Node.js program of pulumi-tunnels classes into the same program in Pulumi YAML, so the YAML suite
// runs the very stage table the dynamic suite runs (test/scenarios/programs/every-class.js), not a copy of it.
//
//   node drivers/cli/yaml-from-program.js <program.js>   (stack config as PULUMI_CONFIG, as the CLI passes it)
//
// The program runs under Pulumi's mocks: each resource it declares is recorded with its inputs, resolved, and
// given the id `<name>@id`; the output on stdout is a JSON `resources:` map (JSON is YAML), each resource typed
// `tunnels:index:<Class>` with its inputs as properties and every id of another resource written back as
// `${<name>.id}`. The class name comes from the dynamic type token `pulumi-nodejs:dynamic/tunnels:<Class>`.
const path = require("node:path");
const pulumi = require("@pulumi/pulumi");

const DYNAMIC_PREFIX = "pulumi-nodejs:dynamic/tunnels:";
/** Inputs the dynamic classes add for their own provider: not members of the class. */
const NOT_MEMBERS = new Set(["__provider", "__declared"]);
const ID_SUFFIX = "@id";
/** How Pulumi's wire format marks a secret (`sdk/nodejs/runtime/rpc.ts`): the mocks hand inputs over in it. */
const SECRET_SIG = ["4dabf18193072939515e22adb298388d", "1b47061264138c4ac30d75fd1eb44270"];

const declared = [];
pulumi.runtime.setMocks(
  {
    newResource(args) {
      declared.push({ name: args.name, type: args.type, inputs: args.inputs });
      return { id: `${args.name}${ID_SUFFIX}`, state: args.inputs };
    },
    call() {
      return {};
    },
  },
  "yaml-from-program",
  "dev",
  false,
);

const names = () => new Set(declared.map((r) => r.name));

/**
 * A value in YAML: ids of declared resources become references; a literal `${` is escaped as `$${`; a secret
 * becomes its plain value, as a YAML program writes it (the plugin's schema makes the member secret).
 */
function toYaml(value, known) {
  if (value && value[SECRET_SIG[0]] === SECRET_SIG[1]) return toYaml(value.value, known);
  if (typeof value === "string") {
    if (value.endsWith(ID_SUFFIX) && known.has(value.slice(0, -ID_SUFFIX.length)))
      return `\${${value.slice(0, -ID_SUFFIX.length)}.id}`;
    return value.replaceAll("${", "$${");
  }
  if (Array.isArray(value)) return value.map((v) => toYaml(v, known));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toYaml(v, known)]));
  return value;
}

require(path.resolve(process.argv[2]));

let printed = false;
process.on("beforeExit", () => {
  if (printed) return;
  printed = true;
  const known = names();
  const resources = {};
  for (const { name, type, inputs } of declared) {
    if (!type.startsWith(DYNAMIC_PREFIX)) throw new Error(`${name}: ${type} is not a pulumi-tunnels class`);
    const properties = Object.fromEntries(
      Object.entries(inputs)
        .filter(([k, v]) => !NOT_MEMBERS.has(k) && v !== undefined && v !== null)
        .map(([k, v]) => [k, toYaml(v, known)]),
    );
    resources[name] = { type: `tunnels:index:${type.slice(DYNAMIC_PREFIX.length)}`, properties };
  }
  process.stdout.write(`${JSON.stringify(resources, null, 2)}\n`);
});
