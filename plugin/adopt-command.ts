/**
 * `pulumi-resource-tunnels adopt`: a whole account brought under a stack in one step (README "Adopting an
 * account"), for teams whose machines have no Node.js. It lists the account (one call per page; the listing
 * and the files are the provider's, pulumi-tunnels/commands) and writes, into the output folder:
 * `import.json` for `pulumi import --file`, `program.yaml` (the YAML program's `resources:`, every secret from
 * config), `secrets.txt` (the `pulumi config set --secret` lines) and `notes.txt` (what cannot be recovered).
 * It writes no secret value anywhere: the service's secrets stay with the service and the user's config.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { quoteValue } from "pulumi-tunnels/catalog";
import type { Subcommand } from "./subcommands";

const USAGE = `usage: pulumi-resource-tunnels adopt [--out <dir>]

Lists the account TUNNELS_API_KEY opens (at TUNNELS_API_URL, or the service's default URL) and writes into
<dir> (default: adopt):
  import.json   the resources for \`pulumi import --file import.json --generate-code=false --protect=false\`
  program.yaml  the YAML program's resources, each secret taken from a config key
  secrets.txt   the \`pulumi config set --secret <key> <value>\` line of each secret, to run with its value
  notes.txt     what cannot be recovered (an API key's token)
Every class that can be listed and created is adopted; routes are found inside their edges, modules are
members of their edge or route; tunnels are left out (read-only).`;

function parse(args: readonly string[]): { out: string } | string {
  let out = "adopt";
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--out" || args[i] === "-o") {
      const dir = args[++i];
      if (!dir) return "--out takes a folder";
      out = dir;
    } else return `unknown argument ${quoteValue(args[i])}`;
  }
  return { out };
}

export const adoptCommand: Subcommand = {
  summary: "list an account and write a pulumi import file, a YAML program and the secrets' config lines",
  async run(args) {
    if (args.includes("--help") || args.includes("-h")) {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    const options = parse(args);
    if (typeof options === "string") {
      process.stderr.write(`pulumi-resource-tunnels adopt: ${options}\n\n${USAGE}\n`);
      return 2;
    }
    const commands = require("pulumi-tunnels/commands") as typeof import("pulumi-tunnels/commands");
    let settings: ReturnType<typeof commands.resolveSettings>;
    try {
      settings = commands.resolveSettings({});
    } catch (err) {
      process.stderr.write(`pulumi-resource-tunnels adopt: ${(err as Error).message}\n`);
      return 2;
    }
    const account = await commands.listAccount(
      commands.newClient(settings, (line) => process.stderr.write(`${line}\n`)),
    );
    const plan = commands.planAdoption(account.objects);
    mkdirSync(options.out, { recursive: true });
    const write = (file: string, text: string) => writeFileSync(path.join(options.out, file), text);
    const yaml = require("js-yaml") as typeof import("js-yaml");
    write("import.json", `${JSON.stringify(commands.importDocument(plan), null, 2)}\n`);
    write("program.yaml", yaml.dump(commands.programDocument(plan), { lineWidth: -1, noRefs: true }));
    const lines = plan.secrets.map(
      (s) =>
        `pulumi config set --secret ${s.key} <value>   # ${s.resource}.${s.member}${s.neverReturned ? " (never returned by the service: the first up sends it, one update)" : ""}`,
    );
    write("secrets.txt", lines.length ? `${lines.join("\n")}\n` : "");
    const notes = [...plan.notes, ...account.leftOut.map((l) => `${l.className}: left out (${l.why}).`)];
    write("notes.txt", `${notes.join("\n")}\n`);
    const say = (line: string) => process.stdout.write(`${line}\n`);
    say(
      `pulumi-resource-tunnels adopt: ${plan.resources.length} objects in ${account.calls} calls; wrote ${["import.json", "program.yaml", "secrets.txt", "notes.txt"].map((f) => path.join(options.out, f)).join(", ")}`,
    );
    for (const note of notes) say(`  note: ${note}`);
    if (lines.length)
      say(`Set each secret (${lines.length}) with the lines of secrets.txt, putting its value for <value>.`);
    say(
      `Then: add program.yaml's resources to Pulumi.yaml, run \`pulumi import --file ${path.join(options.out, "import.json")} --generate-code=false --protect=false\`, and \`pulumi preview\`.`,
    );
    return 0;
  },
};
