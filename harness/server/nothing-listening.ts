import { once } from "node:events";
import { type AddressInfo, createServer } from "node:net";

/**
 * A loopback URL where nothing listens: a port the OS gave and took back, so a call there is refused at once (a
 * mistyped `tunnels:apiUrl`, a service that is down).
 */
export async function urlWhereNothingListens(): Promise<string> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, "close");
  return `http://127.0.0.1:${port}`;
}
