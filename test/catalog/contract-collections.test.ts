import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { resourceList } from "../../catalog";
import { type CatalogCollection, collectionDiffs, contractTable } from "./contract-collections";

/** Each resource's collection and list key, the catalog's against docs/contract.md §12's (contract-collections.ts). */
const ROOT = join(__dirname, "../..");
const CONTRACT = readFileSync(join(ROOT, "docs/contract.md"), "utf8");
const RESOURCES = join(ROOT, "catalog/resources");

/** The catalog file that defines a resource: the one that says its clientName. */
const fileOf = (clientName: string) =>
  relative(
    ROOT,
    join(
      RESOURCES,
      readdirSync(RESOURCES).find((f) =>
        readFileSync(join(RESOURCES, f), "utf8").includes(`clientName: "${clientName}"`),
      ) ?? "?",
    ),
  );

const catalog: CatalogCollection[] = resourceList.map((r) => ({
  kind: r.kind,
  className: r.className,
  collection: r.collection,
  listKey: r.listKey ?? null,
  file: fileOf(r.clientName),
}));

describe("docs/contract.md §12 against the catalog", () => {
  it("each resource's collection and list key are the contract's", () => {
    expect(contractTable(CONTRACT).length).toBeGreaterThan(5);
    expect(catalog.map((r) => r.file).filter((f) => f.endsWith("?"))).toEqual([]);
    const diffs = collectionDiffs(catalog, contractTable(CONTRACT));
    expect(diffs, diffs.join("\n")).toEqual([]);
  });

  // The two misspellings no other test sees (the local server reads the same catalog), planted in a copy.
  const planted = (change: Partial<CatalogCollection>) =>
    collectionDiffs(
      catalog.map((r) => (r.kind === "ip_policy" ? { ...r, ...change } : r)),
      contractTable(CONTRACT),
    );

  it("a misspelt list key fails naming both spellings and the file to fix", () => {
    expect(planted({ listKey: "ip_policys" })).toEqual([
      "IpPolicy's list key is `ip_policys` in the catalog and `ip_policies` in docs/contract.md §12: correct " +
        "listKey in catalog/resources/ip-policies.ts (or the table, if the service says the catalog's)",
    ]);
  });

  it("a misspelt collection path fails naming both spellings and the file to fix", () => {
    expect(planted({ collection: "/ip_polices" })).toEqual([
      "IpPolicy's collection is `/ip_polices` in the catalog and `/ip_policies` in docs/contract.md §12: correct " +
        "collection in catalog/resources/ip-policies.ts (or the table, if the service says the catalog's)",
    ]);
  });

  it("a resource without a row, and a row without a resource, fail naming what to add or remove", () => {
    const table = contractTable(CONTRACT).filter((row) => row.kind !== "ip_policy");
    expect(collectionDiffs(catalog, table)).toEqual([
      'docs/contract.md §12 has no row for ip_policy (IpPolicy): add "| ip_policy | `/ip_policies` | ' +
        "`ip_policies` |\" with the service's path and list key",
    ]);
    expect(
      collectionDiffs(catalog, [
        ...contractTable(CONTRACT),
        { kind: "gone", collection: "/gone", listKey: null },
      ]),
    ).toEqual(["docs/contract.md §12 has a row for gone, which is no resource's kind in the catalog"]);
  });

  it("reads the table's cells: a path, a list key, none", () => {
    const rows = contractTable(CONTRACT);
    expect(rows.find((r) => r.kind === "api_key")).toEqual({
      kind: "api_key",
      collection: "/api_keys",
      listKey: "keys",
    });
    expect(rows.find((r) => r.kind === "https_edge_route")?.listKey).toBeNull();
  });
});
