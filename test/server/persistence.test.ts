import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCHEMA_VERSION } from "../../server/db";
import { createAtVersion } from "./db-versions";
import { startServer } from "../../server/index";
import { request } from "./helpers";
import { runCliToEnd, startCli } from "../../harness";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "tunnels-data-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ROOT = "root-token-for-persistence-tests";
const api = (url: string, method: string, path: string, body?: unknown, token = ROOT) =>
  request(url + path, method, body, { authorization: `Bearer ${token}`, "service-version": "2" });

describe("persistence with --data", () => {
  it("keeps every object, the admin id and key tokens across a SIGTERM and restart; secrets are sealed on disk", async () => {
    const data = join(dir, "restart.db");
    const first = await startCli(["--port", "0", "--root-token", ROOT, "--data", data]);
    const key = (await api(first.url, "POST", "/api_keys", { description: "kept" })).body;
    const edge = (await api(first.url, "POST", "/edges/https", { hostports: ["p.example.com:443"] })).body;
    const route = (
      await api(first.url, "POST", `/edges/https/${edge.id}/routes`, {
        match_type: "path_prefix",
        match: "/",
        webhook_verification: { provider: "stripe", secret: "whsec-disk-secret-1" },
        oidc: { issuer: "https://i.example", client_id: "c", client_secret: "oidc-disk-secret-2" },
      })
    ).body;
    const ca = (await api(first.url, "POST", "/ssh_certificate_authorities", {})).body;
    const before = (await api(first.url, "GET", `/edges/https/${edge.id}`)).body;
    first.proc.kill("SIGTERM");
    expect(await first.exited).toBe(0);

    // Nothing secret is readable from the database file alone (the key file is separate, mode 0600).
    const files = readdirSync(dir).filter((f) => f.startsWith("restart.db") && !f.endsWith(".key"));
    const disk = files.map((f) => readFileSync(join(dir, f)).toString("latin1")).join("");
    expect(disk).toContain(route.id);
    for (const secret of ["whsec-disk-secret-1", "oidc-disk-secret-2", key.token, "PRIVATE KEY", ROOT])
      expect(disk).not.toContain(secret);
    expect(statSync(`${data}.key`).mode & 0o777).toBe(0o600);

    const second = await startCli(["--port", "0", "--data", data], { TUNNELS_ROOT_TOKEN: ROOT });
    try {
      const after = await api(second.url, "GET", `/edges/https/${edge.id}`);
      expect(after.status).toBe(200);
      // The uris follow the new port; everything else is the same.
      expect(JSON.parse(JSON.stringify(after.body).replaceAll(second.url, first.url))).toEqual(before);
      expect(after.body.routes[0].webhook_verification.secret).toBe("whsec-disk-secret-1");
      expect((await api(second.url, "GET", `/ssh_certificate_authorities/${ca.id}`)).body.public_key).toBe(
        ca.public_key,
      );
      const viaKey = await api(second.url, "GET", "/api_keys", undefined, key.token);
      expect(viaKey.status).toBe(200);
      expect(viaKey.body.keys[0].owner_id).toBe(key.owner_id);
    } finally {
      second.proc.kill("SIGTERM");
      await second.exited;
    }
  });

  it("loses nothing answered 2xx when killed with SIGKILL during a write load", async () => {
    const data = join(dir, "kill.db");
    const srv = await startCli(["--port", "0", "--root-token", ROOT, "--data", data]);
    const answered: string[] = [];
    let stop = false;
    const worker = async () => {
      for (let i = 0; i < 400 && !stop; i++) {
        try {
          const r = await api(srv.url, "POST", "/ip_policies", { description: `w${i}` });
          if (r.status === 201) answered.push(r.body.id);
        } catch {
          return; // the connection died with the server
        }
      }
    };
    const workers = Array.from({ length: 6 }, worker);
    // Kill once a good number of writes have been answered, while the workers are still writing.
    while (answered.length < 150) await new Promise((r) => setTimeout(r, 5));
    srv.proc.kill("SIGKILL");
    stop = true;
    await Promise.all(workers);
    await srv.exited;

    const again = await startCli(["--port", "0", "--root-token", ROOT, "--data", data]);
    try {
      const stored = new Set<string>();
      let path: string | null = "/ip_policies";
      while (path) {
        const page: { ip_policies: { id: string }[]; next_page_uri: string | null } = (
          await api(again.url, "GET", path)
        ).body;
        for (const p of page.ip_policies) stored.add(p.id);
        path = page.next_page_uri ? page.next_page_uri.slice(again.url.length) : null;
      }
      expect(answered.length).toBeGreaterThanOrEqual(150);
      expect(answered.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      again.proc.kill("SIGTERM");
      await again.exited;
    }
  });
});

describe("schema versions", () => {
  it("migrates a file of an older schema version", async () => {
    const data = join(dir, "old.db");
    const old = new Database(data);
    createAtVersion(old, 1);
    old.close();
    const srv = await startServer({ port: 0, data, rootToken: ROOT });
    try {
      expect((await api(srv.url, "POST", "/ip_policies", {})).status).toBe(201);
    } finally {
      await srv.close();
    }
    const db = new Database(data, { readonly: true });
    expect(db.pragma("user_version", { simple: true })).toBe(SCHEMA_VERSION);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'objects_by_kind'").get()).toBeDefined();
    db.close();
  });

  it("refuses a file from a newer server, a foreign SQLite file and a non-database, with a clear message", async () => {
    const newer = join(dir, "newer.db");
    const db = new Database(newer);
    createAtVersion(db, SCHEMA_VERSION);
    db.pragma(`user_version = ${SCHEMA_VERSION + 5}`);
    db.close();
    const r1 = await runCliToEnd(["--port", "0", "--root-token", ROOT, "--data", newer]);
    expect(r1.code).toBe(1);
    expect(r1.stderr).toContain("newer than this server knows");

    const foreign = join(dir, "foreign.db");
    const f = new Database(foreign);
    f.exec("CREATE TABLE things (x)");
    f.close();
    const r2 = await runCliToEnd(["--port", "0", "--root-token", ROOT, "--data", foreign]);
    expect(r2.code).toBe(1);
    expect(r2.stderr).toContain("of something else");

    const text = join(dir, "notes.txt");
    require("node:fs").writeFileSync(text, "just some text, not a database at all ".repeat(200));
    const r3 = await runCliToEnd(["--port", "0", "--root-token", ROOT, "--data", text]);
    expect(r3.code).toBe(1);
    expect(r3.stderr).toContain("cannot open");
  });
});

describe("the CLI", () => {
  it("makes a root token and prints it once when none is given", async () => {
    const srv = await startCli(["--port", "0"]);
    try {
      const token = /root token: (\S+)/.exec(srv.stdout)?.[1];
      expect(token).toBeDefined();
      expect((await api(srv.url, "GET", "/api_keys", undefined, token)).status).toBe(200);
    } finally {
      srv.proc.kill("SIGTERM");
      expect(await srv.exited).toBe(0);
    }
  });

  it("SIGTERM lets an in-flight request finish with its answer, then exits 0", async () => {
    const srv = await startCli(["--port", "0", "--root-token", ROOT, "--latency-ms", "700"]);
    const pending = api(srv.url, "POST", "/ip_policies", { description: "in flight" });
    await new Promise((r) => setTimeout(r, 200));
    srv.proc.kill("SIGTERM");
    const answer = await pending;
    expect(answer.status).toBe(201);
    expect(answer.body.description).toBe("in flight");
    expect(await srv.exited).toBe(0);
  });

  it("rejects bad options with usage and exit code 2", async () => {
    const r = await runCliToEnd(["--port", "0", "--fail-rate", "3"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--fail-rate must be");
    expect((await runCliToEnd(["--bogus"])).code).toBe(2);
  });
});
