import type * as pulumi from "@pulumi/pulumi";

/**
 * The provider object that Pulumi serializes into every resource's state. It must stay tiny, free of
 * secrets, byte-identical across runs and versions (a change would touch every user's state), and require
 * nothing but the implementation, which the host then loads as a normal module from the program's
 * node_modules. Do not edit this function lightly: test/provider/shim.test.ts guards its text.
 */
export function shim(className: string): pulumi.dynamic.ResourceProvider {
  const impl = () => require("pulumi-tunnels/provider-impl");
  return {
    configure: (req) => impl().configure(req),
    check: (olds, news) => impl().check(className, olds, news),
    diff: (id, olds, news) => impl().diff(className, id, olds, news),
    create: (inputs) => impl().create(className, inputs),
    read: (id, props) => impl().read(className, id, props),
    update: (id, olds, news) => impl().update(className, id, olds, news),
    delete: (id, props) => impl().delete(className, id, props),
  };
}
