import {
  inner,
  type Level,
  membersFor,
  type ModelMember,
  moduleTypeNaming,
  type Scope,
  type Side,
  type TypeNaming,
  typeNaming,
} from "../../provider/model";
import { docComment } from "./doc-comment";
import { isOptional, propertyText, type TypeNamer } from "./type-text";

/**
 * The named types of the generated classes, written once into types/ as Pulumi's SDKs write
 * types/input.ts and types/output.ts: every object inside a member (a member's object, a list's items, a
 * map's values) is one exported interface per side, and the classes, and the types themselves, refer to it
 * by name (`types.X`). Each type goes in the file of its module's class, or else of the class that first uses it
 * (types/https-edge-route-oauth.ts, types/event-destination.ts), so no file holds them all; types/index.ts
 * exports them together.
 *
 * Types are named as provider/model/type-names.ts says, as the package schema names them: after their class and member path
 * (`HttpsEdgeRouteOauthProviderGithub`), `<ModuleClass>Module`, or a `typeName` flag (`EventDestinationTargetAuth`).
 * The output side is the bare name, the input side `…Args`; the state side (for `X.get`) is `…State` where it
 * differs from the input side (a secret the service never answers may be missing), else the Args type.
 * One name is one shape: two shapes under one name, or one shape under two names of one class, fail here.
 */

type Use = TypeNaming["use"];

interface NamedType {
  name: string;
  owners: Set<string>;
  uses: Map<string, Use>;
  /** For the shape of a module: the class that also manages it on its own. */
  moduleClass?: string;
  /** The class whose file in types/ holds it: the module it is part of, else its first owner. */
  home: string;
  /** The property lines of each side that was asked for. */
  bodies: Partial<Record<Side, string>>;
}

const sideName = (name: string, side: Side) =>
  side === "output" ? name : side === "input" ? `${name}Args` : `${name}State`;

export class NamedTypes implements TypeNamer {
  /** In the order first met: a type before the types inside it. */
  private readonly types = new Map<string, NamedType>();

  nameOf(m: ModelMember, side: Side, scope: Scope): string {
    return this.levelName(typeNaming(m, scope), inner(m), side);
  }

  /**
   * The shape of a module class: the same type as its owner's member (`HttpsEdgeRoute.oauth`), which the
   * module class's Args extends.
   */
  moduleName(
    moduleClass: string,
    owner: string,
    member: string,
    level: Level,
    side: Exclude<Side, "output">,
  ): string {
    return this.levelName(moduleTypeNaming(moduleClass, owner, member), level, side);
  }

  /**
   * Records one side of a type and answers its name on that side; a state asks for the input side too and
   * takes its name when the two are the same.
   */
  private levelName({ name, inner: scope, use, moduleClass }: TypeNaming, level: Level, side: Side): string {
    const home = scope.module ?? scope.owner;
    const type: NamedType = this.types.get(name) ?? {
      name,
      owners: new Set(),
      uses: new Map(),
      bodies: {},
      home,
    };
    this.types.set(name, type);
    type.owners.add(scope.owner);
    type.uses.set(use.path, use);
    if (moduleClass) type.moduleClass = moduleClass;
    const body = this.body(level, side === "state" ? "input" : side, scope);
    this.record(type, side === "state" ? "input" : side, body);
    if (side !== "state") return sideName(name, side);
    const state = this.body(level, "state", scope);
    if (state === body) return sideName(name, "input");
    this.record(type, "state", state);
    return sideName(name, "state");
  }

  private body(level: Level, side: Side, scope: Scope): string {
    const place = { types: this, scope };
    return membersFor(level, side)
      .map((m) => propertyText(m, side, place, isOptional(m, side)))
      .join("\n");
  }

  private record(type: NamedType, side: Side, body: string): void {
    const known = type.bodies[side];
    if (known !== undefined && known !== body)
      throw new Error(
        `${sideName(type.name, side)} stands for members that are not one shape (${[...type.uses.keys()].join(", ")}): ` +
          "give them different typeName flags in the catalog",
      );
    type.bodies[side] = body;
  }

  /** Every name the types take, on every side. */
  names(): string[] {
    return [...this.types.values()].flatMap((t) =>
      (Object.keys(t.bodies) as Side[]).map((side) => sideName(t.name, side)),
    );
  }

  /**
   * The files of types/ by name, after every class was rendered with this registry: one per class that is
   * a type's home (`fileOf` gives its name: a module's types go with its module class), and index.ts
   * exporting them all.
   */
  render(header: string, fileOf: (className: string) => string): Map<string, string> {
    this.checkOneNamePerShape();
    const blocksByFile = new Map<string, string[]>();
    for (const t of this.types.values()) {
      const file = `${fileOf(t.home)}.ts`;
      const blocks = blocksByFile.get(file) ?? [];
      blocksByFile.set(file, blocks);
      for (const side of ["output", "input", "state"] as const) {
        const body = t.bodies[side];
        if (body !== undefined) blocks.push(interfaceText(sideName(t.name, side), docOf(t, side), body));
      }
    }
    const files = new Map<string, string>();
    for (const [file, blocks] of blocksByFile) {
      const text = blocks.join("\n\n");
      const imports = [
        ...(/\bpulumi\./.test(text) ? ['import type * as pulumi from "@pulumi/pulumi";'] : []),
        // The types of other files, and of this one, by one name: the index, a type-only import.
        ...(/\btypes\.[A-Z]/.test(text) ? ['import type * as types from "./index";'] : []),
      ];
      files.set(file, `${header}${imports.join("\n")}\n\n${text}\n`);
    }
    if (files.has("index.ts"))
      throw new Error("a class's types file would be named index.ts, the types' index");
    const exports = [...files.keys()].sort().map((f) => `export * from "./${f.replace(/\.ts$/, "")}";`);
    files.set("index.ts", `${header}${exports.join("\n")}\n`);
    return files;
  }

  /**
   * Two names of one class for one shape mean the catalog builds a shape twice without saying so: name it
   * once with the typeName flag. Modules are apart: each is its own class (compression and the websocket
   * converter have the same members today, not the same meaning).
   */
  private checkOneNamePerShape(): void {
    const byShape = new Map<string, NamedType>();
    for (const t of this.types.values()) {
      if (t.moduleClass) continue;
      const shape = JSON.stringify([t.bodies.output, t.bodies.input, t.bodies.state]);
      const other = byShape.get(shape);
      if (other && [...t.owners].some((o) => other.owners.has(o)))
        throw new Error(
          `${other.name} and ${t.name} are one shape: give their members one typeName flag in the catalog`,
        );
      byShape.set(shape, t);
    }
  }
}

function interfaceText(name: string, doc: string, body: string): string {
  // An object without members is one that holds none, as inline it was: `{}` would take anything.
  if (!body) return `${doc}\nexport type ${name} = Record<string, never>;`;
  return `${doc}\nexport interface ${name} {\n${body}\n}`;
}

const a = (name: string) => `${/^[AEIOU]/.test(name) ? "an" : "a"} ${name}`;
const inWords = (items: string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
const PART = { object: "", list: "each item of ", map: "each value of " } as const;

/** Where a type is used, then how its side sees it. */
function docOf(t: NamedType, side: Side): string {
  const where = t.moduleClass
    ? `The \`${[...t.uses.keys()][0]}\` module, also managed on its own as ${a(t.moduleClass)} (whose Args extend ${sideName(t.name, "input")}).`
    : `The shape of ${inWords([...t.uses.values()].map((u) => `${PART[u.part]}\`${u.path}\``))}.`;
  const how = {
    output: "As outputs and state hold it.",
    input: "As a program declares it: every member, nested too, takes a `pulumi.Input`.",
    state:
      "As `get` takes it in a state: what the service may answer without (a secret it never returns), here or in a type inside, is optional.",
  }[side];
  return docComment([where, how], "");
}
