import { randomBytes } from "node:crypto";
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "../../server/index";
import { runCliToEnd, startCli } from "../../harness";
import { request } from "./helpers";

/** What a start does with a --data file that is missing its key, held by another server, or damaged. */

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "tunnels-files-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ROOT = "root-token-for-data-file-tests";
const api = (url: string, method: string, path: string, body?: unknown) =>
  request(url + path, method, body, { authorization: `Bearer ${ROOT}`, "service-version": "2" });
const start = (data: string) => startServer({ port: 0, data, rootToken: ROOT });

describe("the key file", () => {
  it("refuses a data file holding sealed values whose key file is missing or another key, naming where the key must be", async () => {
    const data = join(dir, "sealed.db");
    const first = await start(data);
    const edge = (await api(first.url, "POST", "/edges/https", {})).body;
    const route = (
      await api(first.url, "POST", `/edges/https/${edge.id}/routes`, {
        match_type: "path_prefix",
        match: "/",
        webhook_verification: { provider: "stripe", secret: "whsec-kept-1" },
      })
    ).body;
    await first.close();
    const key = readFileSync(`${data}.key`);

    rmSync(`${data}.key`);
    await expect(start(data)).rejects.toThrow(
      `${data} holds sealed secrets but its key file ${data}.key is missing`,
    );
    expect(existsSync(`${data}.key`)).toBe(false); // no new key was made in its place
    const cli = await runCliToEnd(["--port", "0", "--root-token", ROOT, "--data", data]);
    expect(cli.code).toBe(1);
    expect(cli.stderr).toContain(`put the key file back at ${data}.key`);

    writeFileSync(`${data}.key`, `${randomBytes(32).toString("base64")}\n`, { mode: 0o600 });
    await expect(start(data)).rejects.toThrow(`${data}.key does not open the secrets sealed in ${data}`);

    writeFileSync(`${data}.key`, key, { mode: 0o600 });
    const again = await start(data);
    try {
      const read = await api(again.url, "GET", `/edges/https/${edge.id}/routes/${route.id}`);
      expect(read.status).toBe(200);
      expect(read.body.webhook_verification.secret).toBe("whsec-kept-1");
    } finally {
      await again.close();
    }
  });

  it("makes a new key for a data file with no sealed values, and seals with it", async () => {
    const data = join(dir, "plain.db");
    const first = await start(data);
    const policy = (await api(first.url, "POST", "/ip_policies", { description: "no secrets" })).body;
    await first.close();
    const oldKey = readFileSync(`${data}.key`, "utf8");
    rmSync(`${data}.key`);

    const second = await start(data);
    try {
      expect(readFileSync(`${data}.key`, "utf8")).not.toBe(oldKey);
      expect(statSync(`${data}.key`).mode & 0o777).toBe(0o600);
      expect((await api(second.url, "GET", `/ip_policies/${policy.id}`)).body.description).toBe("no secrets");
      const edge = (await api(second.url, "POST", "/edges/https", {})).body;
      const route = await api(second.url, "POST", `/edges/https/${edge.id}/routes`, {
        match_type: "path_prefix",
        match: "/",
        webhook_verification: { provider: "stripe", secret: "whsec-new-key" },
      });
      expect(route.body.webhook_verification.secret).toBe("whsec-new-key");
    } finally {
      await second.close();
    }
  });
});

describe("one server per data file", () => {
  it("refuses a second server naming the holder; after kill -9 of the first, its stale .lock does not block a start and the data is intact", async () => {
    const data = join(dir, "shared.db");
    const first = await startCli(["--port", "0", "--root-token", ROOT, "--data", data]);
    const policy = (await api(first.url, "POST", "/ip_policies", { description: "before kill" })).body;

    const second = await runCliToEnd(["--port", "0", "--root-token", ROOT, "--data", data]);
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`${data} is in use by another tunnels-api-server (pid ${first.proc.pid}`);
    expect(second.stderr).toContain("stop that server or pass another --data file");
    // The .lock names the holder, and the refused start left it and the holder alone.
    expect(JSON.parse(readFileSync(`${data}.lock`, "utf8")).pid).toBe(first.proc.pid);
    expect((await api(first.url, "GET", `/ip_policies/${policy.id}`)).status).toBe(200);

    first.proc.kill("SIGKILL");
    await first.exited;
    expect(existsSync(`${data}.lock`)).toBe(true); // stale: nobody removed it

    const third = await startCli(["--port", "0", "--root-token", ROOT, "--data", data]);
    try {
      expect(JSON.parse(readFileSync(`${data}.lock`, "utf8")).pid).toBe(third.proc.pid);
      const read = await api(third.url, "GET", `/ip_policies/${policy.id}`);
      expect(read.status).toBe(200);
      expect(read.body.description).toBe("before kill");
    } finally {
      third.proc.kill("SIGTERM");
      expect(await third.exited).toBe(0);
    }
    expect(existsSync(`${data}.lock`)).toBe(false); // a clean stop removes it
  });
});

describe("damaged data files", () => {
  /** A data file of a few dozen pages, stopped cleanly (no WAL left), and its page count. */
  async function filledFile(name: string) {
    const data = join(dir, name);
    const srv = await start(data);
    const ids: string[] = [];
    for (let i = 0; i < 300; i++)
      ids.push(
        (await api(srv.url, "POST", "/ip_policies", { description: `policy ${i} `.repeat(8) })).body.id,
      );
    await srv.close();
    expect(existsSync(`${data}-wal`)).toBe(false);
    return { data, ids, pages: statSync(data).size / 4096 };
  }

  it("refuses a file with a page overwritten by garbage, saying it is damaged and what to do", async () => {
    const { data, pages } = await filledFile("damaged.db");
    expect(pages).toBeGreaterThan(20);
    const fd = openSync(data, "r+");
    writeSync(fd, Buffer.alloc(4096, "garbage!"), 0, 4096, Math.floor(pages / 2) * 4096);
    closeSync(fd);

    await expect(start(data)).rejects.toThrow(`${data} is damaged (PRAGMA quick_check:`);
    const cli = await runCliToEnd(["--port", "0", "--root-token", ROOT, "--data", data]);
    expect(cli.code).toBe(1);
    expect(cli.stderr).toContain("restore it from a backup");
    expect(existsSync(`${data}.lock`)).toBe(false);
  });

  it("refuses a file truncated to 0 bytes, or gone, while its key file remains", async () => {
    const { data } = await filledFile("truncated.db");
    truncateSync(data, 0);
    await expect(start(data)).rejects.toThrow(`${data} is empty but its key file ${data}.key is there`);
    expect(statSync(data).size).toBe(0);

    rmSync(data);
    await expect(start(data)).rejects.toThrow(`${data} is missing but its key file ${data}.key is there`);
    expect(existsSync(data)).toBe(false);
  });
});
