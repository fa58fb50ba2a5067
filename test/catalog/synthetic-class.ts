import { z } from "zod";
import { type ClassModel, classModelOf } from "../../provider/model";
import type { ClassSpec } from "../../provider/base/specs";

/**
 * A class of one resource, `Synthetic`, whose request and response are the given members: the generators'
 * machinery tested on a catalog of our own making instead of the real one.
 */
export const syntheticClass = (shape: z.ZodRawShape): ClassModel =>
  classModelOf({
    className: "Synthetic",
    def: {
      is: "resource",
      resource: { className: "Synthetic", idPrefix: "syn_", description: "A test." },
    },
    parents: [],
    input: z.object(shape),
    response: z.object(shape),
    modules: new Map(),
    secretOutputs: [],
    adoptable: false,
  } as unknown as ClassSpec);
