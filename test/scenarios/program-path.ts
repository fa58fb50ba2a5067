import path from "node:path";

/** The file of one of this suite's programs (`programs/<name>`), for the harness's stacks. */
export const program = (name: string) => path.join(__dirname, "programs", name);
