import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";

/**
 * A folder served over HTTP on 127.0.0.1 the way GitHub serves release assets (a `Content-Length` on every file),
 * recording every request, and the `PULUMI_PLUGIN_DOWNLOAD_URL_OVERRIDES` that sends the CLI's downloads from the
 * schema's `github://api.github.com/pulumi-tunnels` to it.
 */
export interface AssetServer {
  url: string;
  /** `GET /<file>` for each request, in order. */
  requests: string[];
  /** The environment variable the CLI reads, redirecting the plugin's download URL here. */
  override: Record<string, string>;
}

export function useAssetServer(folder: () => string): AssetServer {
  const served = { requests: [] as string[] } as AssetServer;
  const server = createServer((req, res) => {
    served.requests.push(`${req.method} ${req.url}`);
    const file = path.join(folder(), path.basename(decodeURIComponent(req.url ?? "")));
    if (!existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "Content-Length": statSync(file).size, "Content-Type": "application/octet-stream" });
    createReadStream(file).pipe(res);
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    served.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    served.override = {
      PULUMI_PLUGIN_DOWNLOAD_URL_OVERRIDES: `^github://api.github.com/pulumi-tunnels=${served.url}/`,
    };
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return served;
}
