import type * as pulumi from "@pulumi/pulumi";
import type { z } from "zod";
import type { CamelCase } from "../../sdk/catalog";

/**
 * Renames object members to Pulumi names at every depth. A map with string keys (labels, header names,
 * a policy action's config) keeps its keys: they are the user's data.
 */
export type Camelize<T> = T extends readonly (infer E)[]
  ? Camelize<E>[]
  : T extends object
    ? string extends keyof T
      ? { [key: string]: Camelize<T[string]> }
      : { [K in keyof T as K extends string ? CamelCase<K> : K]: Camelize<T[K]> }
    : T;

/** Every level may be an Input: a plain value, a Promise or an Output of another resource. */
export type DeepInput<T> = T extends readonly (infer E)[]
  ? pulumi.Input<DeepInput<E>[]>
  : T extends object
    ? pulumi.Input<{ [K in keyof T]: DeepInput<T[K]> }>
    : pulumi.Input<T>;

export type InputsOf<S extends z.ZodType> = {
  [K in keyof Camelize<z.output<S>>]: DeepInput<Camelize<z.output<S>>[K]>;
};

/** The Pulumi names of a list of wire parent names, as required string inputs. */
export type ParentArgs<P extends readonly string[]> = {
  [K in P[number] as CamelCase<K>]: pulumi.Input<string>;
};

/** What the service adds to the request shape at the top level (id excepted: that is the resource's own). */
export type ComputedOf<Req extends z.ZodType, Resp extends z.ZodType> = Camelize<
  Omit<z.output<Resp>, keyof z.output<Req> | "id">
>;

export type OutputsOf<T> = { readonly [K in keyof T]-?: pulumi.Output<T[K]> };
