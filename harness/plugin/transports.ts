/**
 * The two transports of the one provider, behind one interface, so a test can drive both with the same
 * stage inputs: the dynamic one through Pulumi's own Node provider host (`ProviderHost`, which carries the
 * serialized shim in `__provider` and re-marks secrets as the engine does for it), the native one through
 * the plugin's bin (`PluginClient`). Both are reached over gRPC, as the engine reaches them.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { specOf } from "../../provider/base/specs";
import { type ProviderHost, type PropertyMap, type PluginClient, urnOf } from "../../drivers";

export interface Transport {
  name: string;
  check(className: string, news: PropertyMap): Promise<{ inputs: PropertyMap; failures: unknown[] }>;
  create(className: string, inputs: PropertyMap): Promise<{ id: string; outputs: PropertyMap }>;
  diff(
    className: string,
    id: string,
    outputs: PropertyMap,
    oldInputs: PropertyMap,
    news: PropertyMap,
  ): Promise<{ changes: string; replaces: string[]; deleteBeforeReplace: boolean }>;
  read(
    className: string,
    id: string,
    outputs: PropertyMap,
    inputs: PropertyMap,
  ): Promise<{ id: string; outputs: PropertyMap }>;
  update(
    className: string,
    id: string,
    outputs: PropertyMap,
    oldInputs: PropertyMap,
    news: PropertyMap,
  ): Promise<{ outputs: PropertyMap }>;
  delete(className: string, id: string, outputs: PropertyMap): Promise<void>;
}

export function nativeTransport(plugin: PluginClient): Transport {
  return {
    name: "native",
    check: (className, news) => plugin.check(className, {}, news),
    create: (className, inputs) => plugin.create(className, inputs),
    diff: (className, id, olds, oldInputs, news) => plugin.diff({ className, id, olds, oldInputs, news }),
    read: (className, id, outputs, inputs) => plugin.read(className, id, outputs, inputs),
    update: (className, id, olds, oldInputs, news) => plugin.update({ className, id, olds, oldInputs, news }),
    delete: (className, id, outputs) => plugin.delete(className, id, outputs),
  };
}

/** The dynamic transport: every call carries the class's serialized shim, as the engine sends it. */
export function dynamicTransport(host: ProviderHost, providers: Record<string, string>): Transport {
  const urn = (className: string) =>
    urnOf(className).replace("tunnels:index:", "pulumi-nodejs:dynamic/tunnels:");
  const withShim = (className: string, props: PropertyMap) => ({
    ...props,
    __provider: providers[className],
  });
  const secretOutputs = (className: string) => specOf(className).secretOutputs;
  /** The host hands the shim back in inputs and outputs; the engine keeps it, a comparison must not. */
  const withoutShim = <T extends { inputs?: PropertyMap; outputs?: PropertyMap }>(result: T): T => {
    delete result.inputs?.__provider;
    delete result.outputs?.__provider;
    return result;
  };
  return {
    name: "dynamic",
    check: async (className, news) =>
      withoutShim(await host.check({ urn: urn(className), olds: {}, news: withShim(className, news) })),
    create: async (className, inputs) =>
      withoutShim(
        await host.create({
          urn: urn(className),
          inputs: withShim(className, inputs),
          additionalSecretOutputs: secretOutputs(className),
        }),
      ),
    diff: (className, id, outputs, oldInputs, news) =>
      host.diff({
        urn: urn(className),
        id,
        oldOutputs: withShim(className, outputs),
        oldInputs,
        newInputs: withShim(className, news),
      }),
    read: async (className, id, outputs, inputs) =>
      withoutShim(
        await host.read({
          urn: urn(className),
          id,
          outputs: withShim(className, outputs),
          inputs,
          additionalSecretOutputs: secretOutputs(className),
        }),
      ),
    update: async (className, id, outputs, oldInputs, news) =>
      withoutShim(
        await host.update({
          urn: urn(className),
          id,
          oldOutputs: withShim(className, outputs),
          oldInputs,
          newInputs: withShim(className, news),
          additionalSecretOutputs: secretOutputs(className),
        }),
      ),
    delete: (className, id, outputs) =>
      host.delete({ urn: urn(className), id, outputs: withShim(className, outputs) }),
  };
}

const run = promisify(execFile);

/**
 * The `__provider` text of each class, as the SDK serializes it: each class constructed once under
 * `pulumi.runtime.setMocks` in the program directory, where the packed package is installed.
 */
export async function serializeShims(
  programDir: string,
  classNames: string[],
): Promise<Record<string, string>> {
  const script = `
const pulumi = require("@pulumi/pulumi");
const tunnels = require("pulumi-tunnels");
const found = {};
pulumi.runtime.setMocks({
  newResource: (args) => { found[args.type.split(":").pop()] = args.inputs.__provider; return { id: "mock", state: args.inputs }; },
  call: () => ({}),
}, "plugin-test", "dev", false);
for (const name of ${JSON.stringify(classNames)}) new tunnels[name](name, {});
setTimeout(() => process.stdout.write(JSON.stringify(found)), 500);
`;
  const { stdout } = await run(process.execPath, ["-e", script], { cwd: programDir, timeout: 60_000 });
  const found = JSON.parse(stdout) as Record<string, string>;
  const missing = classNames.filter((name) => typeof found[name] !== "string");
  if (missing.length) throw new Error(`no __provider serialized for ${missing.join(", ")}`);
  return found;
}
