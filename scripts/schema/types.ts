import { z } from "zod";
import { elementOf, shapeOf, unwrap } from "../../catalog";
import {
  closedSet,
  inner,
  type Level,
  memberDoc,
  membersFor,
  type ModelMember,
  pathName,
  type Scope,
  sharedName,
  type TypeNaming,
  token,
  typeNaming,
} from "../../provider/model";
import { enumName } from "./enum-names";
import {
  type EnumTypeSpec,
  type ObjectTypeSpec,
  type PropertySpec,
  type TypeSpec,
  withRequired,
} from "./spec";

/**
 * Members as schema properties, and the named types under `types` that they refer to. An object inside a
 * member is an object type named as the generated classes name it (provider/model/type-names.ts); a closed set is an
 * enum, named by the member's `typeName` flag or else after its class and member path, as objects are. One
 * name is one shape, and one closed set has one name: either mistake fails here, naming the flag to set.
 */

/** A reference to a named type of this package: `#/types/tunnels:index:Region`. */
export const typeRef = (name: string) => `#/types/${token(name)}`;

interface Named {
  spec: ObjectTypeSpec | EnumTypeSpec;
  /** Class and member paths that hold it, for descriptions and errors. */
  uses: Set<string>;
  moduleClass?: string;
}

function primitive(schema: z.ZodType): TypeSpec {
  const s = unwrap(schema);
  if (s instanceof z.ZodString) return { type: "string" };
  if (s instanceof z.ZodNumber) return { type: s.isInt ? "integer" : "number" };
  if (s instanceof z.ZodBoolean) return { type: "boolean" };
  if (s instanceof z.ZodLiteral) return primitiveOf([...s.values][0]);
  if (s instanceof z.ZodUnknown || s instanceof z.ZodAny) return { $ref: "pulumi.json#/Any" };
  throw new Error(`no schema type for ${s.constructor.name}; teach scripts/schema/types.ts`);
}

function primitiveOf(value: unknown): TypeSpec {
  if (typeof value === "number") return { type: Number.isInteger(value) ? "integer" : "number" };
  if (typeof value === "boolean") return { type: "boolean" };
  return { type: "string" };
}

/** A member's description as the classes' doc comments give it: its text, its lifecycle, its limits. */
export const describe = (m: ModelMember) => memberDoc(m).filter(Boolean).join("\n\n");

export class SchemaTypes {
  private readonly named = new Map<string, Named>();

  /**
   * A member as a property: its type, description, and its `secret` and `replaceOnChanges` flags. Only a
   * member the catalog flags secret is secret, at its own path (`target.datadog.apiKey`), never the object
   * that holds it: through the plugin the other members of a module show in diffs and drift.
   */
  property(m: ModelMember, scope: Scope): PropertySpec {
    const spec: PropertySpec = { ...this.typeOf(m, scope), description: describe(m) };
    if (m.flags.secret) spec.secret = true;
    if (m.flags.createOnly) spec.replaceOnChanges = true;
    return spec;
  }

  /**
   * The properties of a level and those it requires: a level a program writes requires what a program must
   * give; a level only the service writes (a tunnel), what every answer has.
   */
  object(level: Level, scope: Scope): ObjectTypeSpec {
    const members = membersFor(level, "output");
    const properties = Object.fromEntries(members.map((m) => [m.name, this.property(m, scope)]));
    const required = members.filter((m) =>
      level.request ? !m.optionalIn && !m.computed : !m.optionalOut && !m.nullableOut,
    );
    return withRequired(
      { properties },
      required.map((m) => m.name),
    );
  }

  private typeOf(m: ModelMember, scope: Scope): TypeSpec {
    const schema = (m.request ?? m.response) as z.ZodType;
    if (m.shape === "object") return { $ref: this.objectType(typeNaming(m, scope), inner(m)) };
    if (m.shape === "json") return { $ref: "pulumi.json#/Any" };
    if (m.shape === "scalar") return this.scalar(schema, m, scope);
    const element = elementOf(schema);
    const inside = shapeOf(element);
    if (inside === "list" || inside === "map")
      throw new Error(`${m.name} nests a ${inside} in a ${m.shape}; teach scripts/schema/types.ts`);
    const item: TypeSpec =
      inside === "object"
        ? { $ref: this.objectType(typeNaming(m, scope), inner(m)) }
        : inside === "json"
          ? { $ref: "pulumi.json#/Any" }
          : this.scalar(element, m, scope);
    return m.shape === "list"
      ? { type: "array", items: item }
      : { type: "object", additionalProperties: item };
  }

  private scalar(schema: z.ZodType, m: ModelMember, scope: Scope): TypeSpec {
    const values = closedSet(schema);
    if (!values) return primitive(schema);
    const name = sharedName(m) ?? pathName(m, scope);
    const type = values.every((v) => typeof v === "string")
      ? "string"
      : values.every(Number.isInteger)
        ? "integer"
        : "number";
    this.define(name, `${scope.owner}.${[...scope.path, m.name].join(".")}`, {
      type,
      enum: values.map((value) => ({ value, ...enumName(value) })),
    });
    return { $ref: typeRef(name) };
  }

  /** Records an object type (the types inside it first) and answers its reference. */
  objectType(naming: TypeNaming, level: Level): string {
    const spec: ObjectTypeSpec = { type: "object", ...this.object(level, naming.inner) };
    this.define(naming.name, naming.use.path, spec, naming.moduleClass);
    return typeRef(naming.name);
  }

  private define(name: string, use: string, spec: ObjectTypeSpec | EnumTypeSpec, moduleClass?: string): void {
    const known = this.named.get(name);
    if (known && JSON.stringify(known.spec) !== JSON.stringify(spec))
      throw new Error(
        `${name} stands for members that are not one shape (${[...known.uses, use].join(", ")}): ` +
          "give them different typeName flags in the catalog",
      );
    const named = known ?? { spec, uses: new Set<string>(), moduleClass };
    named.uses.add(use);
    this.named.set(name, named);
  }

  /**
   * Every named type by token, with its description, in name order. A closed set under two names is one
   * set named twice: the catalog names it once with the typeName flag.
   */
  types(): Record<string, ObjectTypeSpec | EnumTypeSpec> {
    const enums = new Map<string, string>();
    for (const [name, t] of this.named) {
      if (!("enum" in t.spec)) continue;
      const values = JSON.stringify(t.spec.enum);
      const other = enums.get(values);
      if (other)
        throw new Error(
          `${other} and ${name} are one closed set: give their members one typeName flag in the catalog`,
        );
      enums.set(values, name);
    }
    return Object.fromEntries(
      [...this.named.keys()].sort().map((name) => {
        const t = this.named.get(name)!;
        const { type, ...rest } = t.spec;
        return [
          token(name),
          { type, description: descriptionOf(t), ...rest } as ObjectTypeSpec | EnumTypeSpec,
        ];
      }),
    );
  }

  names(): string[] {
    return [...this.named.keys()];
  }
}

const inWords = (items: string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

function descriptionOf(t: Named): string {
  const uses = [...t.uses].map((u) => `\`${u}\``);
  if (t.moduleClass)
    return `The ${uses[0]} module, also managed on its own as the resource ${t.moduleClass}.`;
  return "enum" in t.spec ? `The values of ${inWords(uses)}.` : `The shape of ${inWords(uses)}.`;
}
