import { readFileSync } from "node:fs";
import { join } from "node:path";
import { packageRoot } from "../package-root";
import { packageSchema } from "../schema/package";
import { LANGUAGES } from "./languages";
import { renderReference } from "./render";
import { renderLanguagePage } from "./sdk-page";

/**
 * Every page of docs/reference/, by file name: README.md for the TypeScript classes (with the settings and
 * the `get` ids every language shares), then one page per language that uses the plugin. One page per
 * language, not per class: a reader of one language reads one page, and a class's anchor is the same on
 * every page, so another language's view of it is the same link with another file name.
 */
export function referencePages(from: string): Map<string, string> {
  const manifest = JSON.parse(readFileSync(join(packageRoot(from), "package.json"), "utf8"));
  const schema = packageSchema(manifest);
  return new Map([
    ["README.md", renderReference()],
    ...LANGUAGES.map((l): [string, string] => [l.file, renderLanguagePage(l, schema, LANGUAGES)]),
  ]);
}
