import type { z } from "zod";
import { type ModuleDef, type ResourceDef, toWireNames } from "../../catalog";
import type { TunnelsClient } from "../../client";
import { moduleCalls, resourceCalls } from "../../client/calls";
import { planUpdate } from "./update-plan";
import { moduleId, ownId } from "./ids";

type Props = Record<string, unknown>;

/**
 * The calls the provider makes for one class, the same for a resource and a module: a module's create and
 * update are both its PUT. Inputs are the declared members in Pulumi names; ids are as the engine keeps them.
 * A missing object surfaces as the client's NotFoundError.
 */
export interface Endpoint {
  /** Creates the object; answers the service's object and the id the engine keeps. */
  create(client: TunnelsClient, parents: string[], inputs: Props): Promise<{ id: string; response: unknown }>;
  get(client: TunnelsClient, parents: string[], id: string): Promise<unknown>;
  /**
   * Sends the members named in `changed` (top-level Pulumi names); nothing when it is empty. Answers the
   * object as the service has it after the update when one answer says it all (a PATCH alone, a module's
   * PUT), so no GET is needed; undefined otherwise.
   */
  update(
    client: TunnelsClient,
    parents: string[],
    id: string,
    changed: string[],
    inputs: Props,
  ): Promise<unknown>;
  remove(client: TunnelsClient, parents: string[], id: string): Promise<void>;
  /** The id the engine keeps after a read: a resource's own id, a module's composite id. */
  idOf(parents: string[], id: string): string;
}

export function resourceEndpoint(
  resource: ResourceDef,
  input: z.ZodType,
  modules: ReadonlyMap<string, ModuleDef>,
): Endpoint {
  const api = (client: TunnelsClient) => resourceCalls(client, resource);
  return {
    create: async (client, parents, inputs) => {
      const response = await api(client).create(...parents, toWireNames(input, inputs));
      return { id: (response as { id: string }).id, response };
    },
    get: (client, parents, id) => api(client).get(...parents, ownId(id)),
    update: async (client, parents, id, changed, inputs) => {
      if (changed.length === 0) return undefined;
      const plan = planUpdate(resource.className, input, modules, changed, inputs);
      const own = ownId(id);
      const patched = plan.patch ? await api(client).update(...parents, own, plan.patch) : undefined;
      for (const step of plan.modules) {
        const moduleApi = moduleCalls(client, modules.get(step.module)!);
        if (step.body === undefined) await moduleApi.delete(...parents, own);
        else await moduleApi.replace(...parents, own, step.body);
      }
      // After module calls the PATCH's answer is out of date; the caller reads the object again.
      return plan.modules.length === 0 ? patched : undefined;
    },
    remove: (client, parents, id) => api(client).delete(...parents, ownId(id)),
    idOf: (_parents, id) => ownId(id),
  };
}

export function moduleEndpoint(module: ModuleDef, input: z.ZodType): Endpoint {
  const api = (client: TunnelsClient) => moduleCalls(client, module);
  const put = (client: TunnelsClient, parents: string[], inputs: Props) =>
    api(client).replace(...parents, toWireNames(input, inputs));
  return {
    create: async (client, parents, inputs) => ({
      id: moduleId(parents, module.module),
      response: await put(client, parents, inputs),
    }),
    get: (client, parents) => api(client).get(...parents),
    update: async (client, parents, _id, changed, inputs) =>
      changed.length > 0 ? put(client, parents, inputs) : undefined,
    remove: (client, parents) => api(client).delete(...parents),
    idOf: (parents) => moduleId(parents, module.module),
  };
}
