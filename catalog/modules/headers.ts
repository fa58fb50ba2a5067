import { z } from "zod";
import { enabled, type Mode, obj, stringList } from "../fields";
import { userMap } from "../user-keys";

/** The members both header modules of routes have (request-headers.ts, response-headers.ts). */

export function headersModule<M extends Mode>(mode: M, direction: "request" | "response") {
  const where =
    direction === "request" ? "the request before it goes upstream" : "the response to the client";
  return obj(mode, {
    enabled: enabled(),
    add: userMap(
      `Headers injected into ${where}; names are stored in lower case.`,
      z.string().min(1, "header names must not be empty"),
      z.string(),
      { lowercase: true },
    ).optional(),
    remove: stringList(`Header names removed from ${where}; stored in lower case.`, {
      lowercase: true,
    }).optional(),
  });
}
