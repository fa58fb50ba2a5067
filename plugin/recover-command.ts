import type { Subcommand } from "./subcommands";

export const recoverCommand: Subcommand = {
  summary: "find the objects of creates a dead deploy left pending or lost, and import them",
  run: async () => 2,
};
