import { readFileSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";
import { token } from "../../provider/model";
import type { ExampleSource } from "./sources";

/**
 * One correction of one generator's bug (corrections.ts applies them). A correction that changes no raw program
 * is one the generator no longer needs (test/examples/rendered.test.ts fails then, so that it is dropped).
 */
export interface Correction {
  /** The generator's bug, with its release, and what the correction writes instead. */
  bug: string;
  correct(text: string, facts: ProgramFacts): string;
}

/** A schema property, as far as the corrections read it. */
export interface SchemaProperty {
  type?: string;
  $ref?: string;
  items?: SchemaProperty;
  additionalProperties?: SchemaProperty;
}

interface SchemaObject {
  properties?: Record<string, SchemaProperty>;
  inputProperties?: Record<string, SchemaProperty>;
  enum?: { value: string | number }[];
}

interface Schema {
  name: string;
  language: { java: { basePackage: string } };
  types: Record<string, SchemaObject>;
  resources: Record<string, SchemaObject>;
  functions: Record<string, { inputs?: SchemaObject; outputs?: SchemaObject }>;
}

/** What a correction may read: the package model, the generated SDKs, the example's own YAML program. */
export interface ProgramFacts {
  schema: Schema;
  root: string;
  /** The example's YAML program, parsed. */
  source: { resources?: Record<string, { type: string; properties?: Record<string, unknown> }> };
}

/**
 * The input properties of a resource, an object type or a function of the package, by the name its arguments'
 * class is named after (`IpPolicyRule`, `HttpsEdgeRouteBackendModule`, `GetTunnels`).
 */
export function inputsOf(schema: Schema, name: string): Record<string, SchemaProperty> | undefined {
  const resourceToken = token(name);
  const fn = token(name[0].toLowerCase() + name.slice(1));
  return (
    schema.resources[resourceToken]?.inputProperties ??
    schema.types[resourceToken]?.properties ??
    schema.functions[fn]?.inputs?.properties
  );
}

/** The object or enum type a `$ref` names (`#/types/tunnels:index:TlsVersion`), with its name. */
export function referenced(schema: Schema, property: SchemaProperty | undefined) {
  const token = property?.$ref?.replace(/^#\/types\//, "");
  const type = token ? schema.types[token] : undefined;
  return type && token ? { name: token.split(":")[2], type } : undefined;
}

/** The facts of one example: the clone's schema, its root (the generated SDKs), the example's YAML program. */
export function programFacts(root: string, example: ExampleSource): ProgramFacts {
  return {
    schema: JSON.parse(readFileSync(join(root, "plugin", "schema.json"), "utf8")),
    root,
    source: load(readFileSync(join(root, example.source, "Pulumi.yaml"), "utf8")) as ProgramFacts["source"],
  };
}
