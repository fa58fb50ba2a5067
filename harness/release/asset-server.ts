import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

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
  close(): Promise<void>;
}

/** Serves `folder()` (read at each request) until `close`. */
export async function startAssetServer(folder: () => string): Promise<AssetServer> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    const file = path.join(folder(), path.basename(decodeURIComponent(req.url ?? "")));
    if (!existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "Content-Length": statSync(file).size, "Content-Type": "application/octet-stream" });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    override: { PULUMI_PLUGIN_DOWNLOAD_URL_OVERRIDES: `^github://api.github.com/pulumi-tunnels=${url}/` },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
