/**
 * The name of a closed set's value in the SDKs: its words in PascalCase, as Pulumi's own SDKs name theirs
 * (`path_prefix` → `HttpsEdgeRouteMatchType.PathPrefix` in TypeScript and Java, `HttpsEdgeRouteMatchTypePathPrefix`
 * in Go). Without a name, each generator spells the value itself (`Path_prefix`, `HttpsEdgeRouteMatchType_Path_prefix`).
 *
 * Only a value of lower-case words (letters and digits, joined by `_` or `-`, starting with a letter) is named:
 * Python's generator turns such a name back into the same `PATH_PREFIX` it made of the value, so Python's names
 * do not change. A value that starts with a digit (`1.2`, 2048) keeps the generators' spelling (`TlsVersion_1_2`),
 * and so does one in another form (the SAML URNs), whose Python name a name would change with no way to keep the
 * old one. The old TypeScript, Go and Java spellings stay as deprecated aliases: toolchain/pulumi-codegen and
 * toolchain/pulumi-java add them when they generate those SDKs (enum_aliases.go), not in this schema, where
 * Python's generator would write the same member twice.
 */
export function enumName(value: string | number): { name: string } | Record<string, never> {
  if (typeof value !== "string" || !/^[a-z][a-z0-9]*([_-][a-z0-9]+)*$/.test(value)) return {};
  return {
    name: value
      .split(/[_-]/)
      .map((w) => w[0].toUpperCase() + w.slice(1))
      .join(""),
  };
}
