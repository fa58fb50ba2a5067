import type { ClassSpec } from "../base/specs";

/** How `X.get` takes an id, in words: the form the program itself sees as `x.id`, or the composite. */
export function idForm(spec: ClassSpec): string {
  if (spec.def.is === "module") {
    const parts = spec.parents.map((p) => `<${p.pulumi}>`).join("/");
    return `\`${parts}/${spec.def.module.module}\`, as the module's \`id\` gives it`;
  }
  const own = `${spec.def.resource.idPrefix}…`;
  if (!spec.parents.length) return `its own id (\`${own}\`), as \`id\` gives it`;
  const parents = spec.parents.map((p) => p.pulumi);
  return (
    `its own id (\`${own}\`, as \`id\` gives it) with ${parents.map((p) => `\`${p}\``).join(" and ")} in ` +
    `\`state\`, or \`${parents.map((p) => `<${p}>`).join("/")}/<id>\``
  );
}
