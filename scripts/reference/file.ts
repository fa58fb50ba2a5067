import { join } from "node:path";
import { packageRoot } from "../package-root";

/** Where the reference is written (`npm run docs`), from a folder inside the repository. */
export const referencePath = (from: string) => join(packageRoot(from), "docs", "reference", "README.md");
