/** The first lines of every generated file of provider/program/generated/. */
export const HEADER =
  "// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.\n" +
  "// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.\n";

/** kebab-case file name of a class or a type: HttpsEdgeRouteSaml → https-edge-route-saml. */
export const fileOf = (className: string) => className.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
