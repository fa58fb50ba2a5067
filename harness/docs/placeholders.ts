/**
 * The placeholders of the docs' blocks and what the executed-docs test puts in their place
 * (docs/development/executed-docs.md has the table): what a user types instead of `<version>` or `<token>`.
 */

export interface PlaceholderValues {
  /** package.json's version: the release's. */
  version: string;
  /** The release folder, an absolute path. */
  releaseFolder: string;
  /** The local API server's URL and its API key. */
  apiUrl: string;
  token: string;
}

/** A made-up secret, for `<key>`, `<value>` and `<secret>` (a Datadog key, a webhook's secret…). */
export const MADE_UP_SECRET = "docs-test-s3cr3t";

/** The text each placeholder stands for, in the order they are replaced. */
export function placeholderTable(values: PlaceholderValues): Array<[written: string, value: string]> {
  return [
    ["<version>", values.version],
    ["<release folder>", values.releaseFolder],
    ["<api url>", values.apiUrl],
    ["https://api.example.com", values.apiUrl],
    ["<token>", values.token],
    ["<key>", MADE_UP_SECRET],
    ["<value>", MADE_UP_SECRET],
    ["<secret>", MADE_UP_SECRET],
  ];
}

/**
 * `text` with every placeholder filled in, and every port number of `ports` (a page's `free port` markers) made
 * the port the OS chose for it. XML is left alone: its tags (`<version>` in a pom) are its syntax.
 */
export function fillPlaceholders(
  text: string,
  lang: string,
  values: PlaceholderValues,
  ports: Map<number, number>,
): string {
  if (lang === "xml") return text;
  let filled = text;
  for (const [written, value] of placeholderTable(values)) filled = filled.split(written).join(value);
  for (const [from, to] of ports) filled = filled.replace(new RegExp(`\\b${from}\\b`, "g"), String(to));
  return filled;
}

/** The languages whose `<word>` can only be a placeholder (in code, `Output<string>` is a type). */
const PLACEHOLDER_LANGUAGES = new Set(["sh", "bash", "shell", "yaml", "yml", "text", "ini", "toml", ""]);

/** The placeholders left in a filled block that the test does not know: each fails the page, named. */
export function unknownPlaceholders(filled: string, lang: string): string[] {
  if (!PLACEHOLDER_LANGUAGES.has(lang)) return [];
  // A heredoc (`<<EOF`) or a redirection (`< file`) has no closing `>` right after a word.
  return [...new Set([...filled.matchAll(/<[a-z][a-z0-9 _.-]*>/gi)].map((m) => m[0]))];
}
