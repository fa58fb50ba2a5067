import type { Row } from "./rows";

/** Text safe inside a Markdown table cell. */
export const cell = (text: string) =>
  text
    .replace(/\\/g, "\\\\")
    .replace(/\|/g, "\\|")
    .replace(/\s*\n\s*/g, " ");

const code = (text: string) => (text ? `\`${cell(text)}\`` : "");

export function table(head: string[], body: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(head), line(head.map(() => "---")), ...body.map(line)].join("\n");
}

/** A class's member table. */
export function memberTable(rows: Row[]): string {
  return table(
    ["Property", "Type", "Required", "Flags", "Description"],
    rows.map((r) => [
      code(r.name),
      code(r.type),
      r.presence === "output" ? "—" : r.presence,
      r.flags.join(", "),
      cell(r.description),
    ]),
  );
}

/** A GitHub-style anchor for a heading. */
export const anchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, "")
    .replace(/ /g, "-");
