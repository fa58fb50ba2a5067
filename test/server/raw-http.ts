import http from "node:http";
import type { Reply } from "./helpers";

/**
 * One request through node:http, which sends the path and the method exactly as given (fetch
 * normalizes some paths and refuses methods such as TRACE). A body given as a list of chunks is
 * sent with `Transfer-Encoding: chunked` and no Content-Length, as a streaming client sends it.
 */
export function rawRequest(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string | Buffer[],
): Promise<Reply> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (d: Buffer) => chunks.push(d));
      res.on("error", reject);
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        let parsed: unknown;
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          parsed = undefined;
        }
        const replyHeaders = new Headers();
        for (const [k, v] of Object.entries(res.headers))
          if (v !== undefined) replyHeaders.set(k, Array.isArray(v) ? v.join(", ") : v);
        resolve({ status: res.statusCode!, headers: replyHeaders, body: parsed, text });
      });
    });
    req.on("error", reject);
    if (typeof body === "string") req.setHeader("content-length", Buffer.byteLength(body));
    if (Array.isArray(body)) {
      // Written one by one, so node:http frames each as a chunk; the server may answer before the last.
      for (const chunk of body) req.write(chunk);
      req.end();
    } else req.end(body);
  });
}
