import { randomBytes } from "node:crypto";
import { z } from "zod";
import { resources } from "pulumi-tunnels/catalog";
import { parseJsonBody } from "./body";
import { renderRow, type ServerContext } from "./context";
import { fromZodError } from "./errors";
import { newId, nowRfc3339 } from "./ids";
import type { Answer, Call } from "./pipeline";
import { findRow } from "./pipeline";
import { prepare } from "./shape";

type Obj = Record<string, unknown>;

/**
 * The control API under `/_local/`: what only agents or a dashboard would create (tunnels, users),
 * the faults, and a reset. It takes the root token, not the version header; faults never touch it.
 */
function read<T extends z.ZodType>(schema: T, call: Call): z.output<T> {
  const parsed = schema.safeParse(parseJsonBody(call.body, call.contentType));
  if (!parsed.success) throw fromZodError(schema, parsed.error);
  return parsed.data;
}

const userBody = z.strictObject({
  admin: z.boolean("must be true or false").optional(),
  bot: z.boolean("must be true or false").optional(),
});

const faultValue = (max: number | undefined, integer: boolean) => {
  let n = z.number("must be a number, 0 or null to turn it off").min(0, "must be 0 or more");
  if (max !== undefined) n = n.max(max, `must be at most ${max}`);
  if (integer) n = n.int("must be a whole number");
  return n.nullable().optional();
};
const faultsBody = z.strictObject({
  rate_limit: faultValue(undefined, true),
  fail_rate: faultValue(1, false),
  latency_ms: faultValue(60_000, true),
});

function tunnelUrl(proto: string, region: string): string {
  const name = randomBytes(6).toString("hex");
  if (proto === "tcp")
    return `tcp://1.tcp.${region}.tunnels.local:${10000 + (randomBytes(2).readUInt16BE() % 50000)}`;
  return `${proto === "http" ? "http" : proto === "tls" ? "tls" : "https"}://${name}.${region}.tunnels.local`;
}

export function localHandlers(ctx: ServerContext) {
  const tunnels = resources.tunnels;
  return {
    createTunnel(call: Call): Answer {
      const body = read(tunnels.create, call) as Obj;
      const stored: Obj = prepare(tunnels.create, body, ctx.box, []);
      stored.region ??= "us";
      stored.public_url ??= tunnelUrl(stored.proto as string, stored.region as string);
      stored.started_at = nowRfc3339();
      stored.tunnel_session_id = newId("ts_");
      stored.endpoint_id = newId("ep_");
      const id = newId(tunnels.idPrefix);
      ctx.store.insert(tunnels.kind, id, null, stored);
      return {
        status: 201,
        body: renderRow(ctx, tunnels, { kind: tunnels.kind, id, parent_id: null, body: stored }),
      };
    },
    deleteTunnel(call: Call): Answer {
      const row = findRow(ctx, tunnels, call.params.id, null);
      ctx.store.delete(row.id);
      return { status: 204 };
    },
    createUser(call: Call): Answer {
      const body = read(userBody, call);
      const user = {
        id: newId(body.bot ? "bot_" : "usr_"),
        admin: body.admin ?? false,
        bot: body.bot ?? false,
      };
      ctx.store.insertUser(user);
      return { status: 201, body: user };
    },
    getFaults(): Answer {
      return { status: 200, body: ctx.faults.settings };
    },
    putFaults(call: Call): Answer {
      ctx.faults.merge(read(faultsBody, call));
      return { status: 200, body: ctx.faults.settings };
    },
    reset(): Answer {
      ctx.store.reset(ctx.adminId);
      return { status: 204 };
    },
  };
}
