import { join } from "node:path";
import { packageRoot } from "../package-root";

/** The folder of the reference's pages (`npm run docs`), from a folder inside the repository. */
export const referenceDir = (from: string) => join(packageRoot(from), "docs", "reference");

/** The reference's first page, the TypeScript classes'. */
export const referencePath = (from: string) => join(referenceDir(from), "README.md");
