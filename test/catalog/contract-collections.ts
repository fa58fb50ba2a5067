/**
 * docs/contract.md §12 against the catalog: each resource's collection and list key are written twice on purpose,
 * in the catalog (what the client, the server and the providers use) and in the contract's table (the service's
 * facts, in our words). The local server reads the catalog, so a misspelling there passes every other test; here
 * it fails naming both spellings and the file to fix.
 */

/** A row of the contract's table: a resource's kind, its collection, its list key (null: it has no list). */
export interface CollectionFacts {
  kind: string;
  collection: string;
  listKey: string | null;
}

/** What of a resource the comparison reads: its kind and the two facts, and where it is defined. */
export interface CatalogCollection extends CollectionFacts {
  className: string;
  /** The catalog file that defines it. */
  file: string;
}

/** The rows of the table of `## 12.` in docs/contract.md's text. */
export function contractTable(markdown: string): CollectionFacts[] {
  const start = markdown.indexOf("\n## 12. ");
  if (start < 0) throw new Error("docs/contract.md has no section 12 (collections: paths and list keys)");
  const lines = markdown.slice(start).split("\n");
  const header = lines.findIndex((l) => l.startsWith("| kind |"));
  if (header < 0) throw new Error("docs/contract.md §12 has no table | kind | collection | list key |");
  const rows: CollectionFacts[] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith("|")) break;
    const [kind, collection, listKey] = line
      .slice(1, -1)
      .split("|")
      .map((c) => c.trim().replace(/^`(.*)`$/, "$1"));
    rows.push({ kind, collection, listKey: listKey === "none" ? null : listKey });
  }
  return rows;
}

const cell = (v: string | null) => (v === null ? "none" : `\`${v}\``);

/** Every difference between the catalog and the contract's table, each naming what to fix. */
export function collectionDiffs(catalog: CatalogCollection[], contract: CollectionFacts[]): string[] {
  const out: string[] = [];
  for (const r of catalog) {
    const row = contract.find((c) => c.kind === r.kind);
    if (!row) {
      out.push(
        `docs/contract.md §12 has no row for ${r.kind} (${r.className}): add ` +
          `"| ${r.kind} | ${cell(r.collection)} | ${cell(r.listKey)} |" with the service's path and list key`,
      );
      continue;
    }
    const differ = (
      what: string,
      field: string,
      catalogValue: string | null,
      contractValue: string | null,
    ) => {
      if (catalogValue !== contractValue)
        out.push(
          `${r.className}'s ${what} is ${cell(catalogValue)} in the catalog and ${cell(contractValue)} in ` +
            `docs/contract.md §12: correct ${field} in ${r.file} (or the table, if the service says the catalog's)`,
        );
    };
    differ("collection", "collection", r.collection, row.collection);
    differ("list key", "listKey", r.listKey, row.listKey);
  }
  for (const row of contract)
    if (!catalog.some((r) => r.kind === row.kind))
      out.push(`docs/contract.md §12 has a row for ${row.kind}, which is no resource's kind in the catalog`);
  return out;
}
