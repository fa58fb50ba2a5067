import { closingBracket, replaceFromEnd } from "./brackets";
import { token } from "../../provider/model";
import type { Correction } from "./model-facts";

/**
 * The corrections of the Go programs written by pkg/v3 3.248.0's Go program generator (`codegen/go`
 * GenerateProgram), applied by render.ts after it (corrections.ts says how they are kept honest).
 */

/**
 * A list inside free JSON (a traffic policy action's `config`, `map[string]any` in the SDK) is written as
 * `pulumi.Any{"a", "b"}`, a composite literal of a function, which does not compile. What it means is the list
 * as one `any` value: `pulumi.Any([]any{"a", "b"})`; the elements are plain Go values already.
 */
const anyList: Correction = {
  bug: "pkg/v3 3.248.0 writes a list inside free JSON as `pulumi.Any{…}`, which does not compile; corrected to `pulumi.Any([]any{…})`",
  correct: (text) =>
    replaceFromEnd(text, /pulumi\.Any\{/g, (t, m) => {
      const open = m.index + "pulumi.Any".length;
      const close = closingBracket(t, open);
      return `${t.slice(0, open)}([]any${t.slice(open, close + 1)})${t.slice(close + 1)}`;
    }),
};

/**
 * An invoke's list of objects (`getTunnels`' `tunnels`) is read with `.ApplyT(func(…) ([]tunnels.Tunnel, error)
 * {…}).(pulumi.ArrayOutput)`; ApplyT gives the SDK's own array output for that element type, so the type assertion
 * panics when the program starts. The SDK's array output of an object type `T` is `T`ArrayOutput; the element
 * type is read from the function literal and checked against the schema's object types.
 */
const INVOKE_LIST = /\(\[\](\w+)\.(\w+), error\) \{\n[^\n]*\n\s*\}\)\.\(pulumi\.ArrayOutput\)/g;

const invokeListOutput: Correction = {
  bug: "pkg/v3 3.248.0 asserts an invoke's list of objects as `pulumi.ArrayOutput`, which panics; corrected to the SDK's `<Type>ArrayOutput`",
  correct: (text, { schema }) =>
    text.replace(INVOKE_LIST, (whole, pkg: string, type: string) => {
      const objectType = schema.types[token(type)];
      if (pkg !== schema.name || !objectType?.properties)
        throw new Error(
          `${pkg}.${type} is no object type of the package: the Go correction cannot name its array`,
        );
      return whole.replace("(pulumi.ArrayOutput)", `(${pkg}.${type}ArrayOutput)`);
    }),
};

export const GO_CORRECTIONS: Correction[] = [anyList, invokeListOutput];
