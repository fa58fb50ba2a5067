import type { PolicyFinding, PolicyReport } from "./policy";
import type { DriftReport } from "./report";
import { escapeMarkdown, MARKDOWN_LIMIT, toMarkdown } from "./render";

/**
 * The policy section of the drift report, in Markdown: a summary line, then one line per violation, and what could
 * not be checked. With no violation there is no section, so a clean report stays its one line (the JSON form
 * always carries the policy facts, what could not be checked included).
 */
export function policyMarkdown(report: PolicyReport): string {
  const { violations, unchecked } = report;
  const lines: string[] = [];
  if (violations.length === 0) return "";
  {
    const mandatory = violations.filter((v) => v.level === "mandatory").length;
    const counts = [`mandatory ${mandatory}`, `advisory ${violations.length - mandatory}`].join(", ");
    lines.push(
      `**Policy: ${violations.length} violation${violations.length === 1 ? "" : "s"} of the tunnels rules ` +
        `on the service's current objects (${counts}).**`,
      "",
      ...violations.map(
        (v) => `- \`${v.rule}\` (${v.level}) on ${what(v)}: ${v.message.replaceAll("`", "'")}`,
      ),
    );
  }
  if (unchecked.length)
    lines.push(
      "",
      "Not checked, a value the rule needs being `[secret]` in the preview's JSON: " +
        unchecked.map((u) => `\`${u.rule}\` on ${what(u)}`).join("; "),
    );
  return `${lines.join("\n")}\n`;
}

const what = (f: PolicyFinding) => `\`${f.type}\` **${escapeMarkdown(f.name)}**`;

/** The report with the policy section after it, together under the limit (the drift lines are cut first). */
export function withPolicy(report: DriftReport, policy: PolicyReport, limit = MARKDOWN_LIMIT): string {
  const section = policyMarkdown(policy);
  if (!section) return toMarkdown(report, limit);
  return `${toMarkdown(report, limit - section.length - 1)}\n${section}`;
}
