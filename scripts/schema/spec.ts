/**
 * The parts of a Pulumi package schema this package writes, as Pulumi 3.248.0 defines them
 * (`pkg/codegen/schema/schema.go`: PackageSpec, ResourceSpec, FunctionSpec, PropertySpec, …). Only fields we
 * set are here; a field Pulumi does not know would be dropped by its loader, which the schema test checks
 * by reading the file back through the real CLI.
 */

export interface TypeSpec {
  type?: "string" | "number" | "integer" | "boolean" | "array" | "object";
  $ref?: string;
  items?: TypeSpec;
  additionalProperties?: TypeSpec;
}

export interface PropertySpec extends TypeSpec {
  description?: string;
  default?: string | number | boolean;
  /** Environment variables read, in order, when the value is not given (config and provider inputs). */
  defaultInfo?: { environment: string[] };
  secret?: true;
  replaceOnChanges?: true;
}

export interface ObjectTypeSpec {
  type?: "object";
  description?: string;
  properties: Record<string, PropertySpec>;
  required?: string[];
}

export interface EnumTypeSpec {
  type: "string" | "integer" | "number";
  description?: string;
  /** Each value, with the name the SDKs give it (scripts/schema/enum-names.ts) where it has one. */
  enum: { value: string | number; name?: string }[];
}

export interface ResourceSpec {
  description?: string;
  properties: Record<string, PropertySpec>;
  required?: string[];
  inputProperties: Record<string, PropertySpec>;
  requiredInputs?: string[];
  stateInputs?: ObjectTypeSpec;
}

export interface FunctionSpec {
  description?: string;
  inputs?: ObjectTypeSpec;
  outputs: ObjectTypeSpec;
}

export interface PackageSpec {
  name: string;
  displayName: string;
  version: string;
  description: string;
  keywords: string[];
  homepage: string;
  license: string;
  repository: string;
  logoUrl: string;
  publisher: string;
  pluginDownloadURL: string;
  meta: { moduleFormat: string; supportPack: true };
  config: { variables: Record<string, PropertySpec> };
  types: Record<string, ObjectTypeSpec | EnumTypeSpec>;
  provider: ResourceSpec;
  resources: Record<string, ResourceSpec>;
  functions: Record<string, FunctionSpec>;
  language: Record<"nodejs" | "python" | "go" | "java", Record<string, unknown>>;
}

/** Leaves out an empty `required` list: Pulumi writes none, and the file is what Pulumi reads back. */
export function withRequired<T extends object>(spec: T, required: string[]): T & { required?: string[] } {
  return required.length ? { ...spec, required } : spec;
}
