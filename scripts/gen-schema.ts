import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { packageRoot } from "./package-root";
import { packageSchema, schemaText } from "./schema/package";

/** Writes plugin/schema.json, the package schema, from the package model and the root package.json. */
const root = packageRoot(__dirname);
const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const target = join(root, "plugin", "schema.json");
mkdirSync(join(root, "plugin"), { recursive: true });
writeFileSync(target, schemaText(packageSchema(manifest)));
console.log(`wrote the package schema into ${target}`);
