import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, startClient } from "./helpers";

let c: Client;
let dir: string;
beforeAll(async () => {
  c = await startClient();
  dir = mkdtempSync(join(tmpdir(), "sshca-"));
});
afterAll(async () => {
  await c.server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** `ssh-keygen -l -f` prints "<bits> <fingerprint> <comment> (<TYPE>)" for a key it accepts. */
function fingerprint(publicKey: string): { bits: number; type: string } {
  const file = join(dir, `k${Math.random().toString(36).slice(2)}.pub`);
  writeFileSync(file, `${publicKey}\n`);
  const out = execFileSync("/usr/bin/ssh-keygen", ["-l", "-f", file], { encoding: "utf8" }).trim();
  const m = /^(\d+) SHA256:\S+ .*\((\w+)\)$/.exec(out);
  if (!m) throw new Error(`unexpected ssh-keygen output: ${out}`);
  return { bits: Number(m[1]), type: m[2] };
}

describe("SSH certificate authorities make real keys that ssh-keygen accepts", () => {
  const cases: [object, string, number, string][] = [
    [{}, "ED25519", 256, "ed25519"],
    [{ private_key_type: "ecdsa" }, "ECDSA", 256, "ecdsa"],
    [{ private_key_type: "ecdsa", elliptic_curve: "p384" }, "ECDSA", 384, "ecdsa"],
    [{ private_key_type: "ecdsa", elliptic_curve: "p521" }, "ECDSA", 521, "ecdsa"],
    [{ private_key_type: "rsa", key_size: 2048 }, "RSA", 2048, "rsa"],
    [{ private_key_type: "rsa" }, "RSA", 4096, "rsa"],
  ];
  for (const [body, sshType, bits, keyType] of cases) {
    it(`${JSON.stringify(body)} → ${sshType} ${bits}`, async () => {
      const r = await c.call("POST", "/ssh_certificate_authorities", body);
      expect(r.status, r.text).toBe(201);
      expect(r.body.key_type).toBe(keyType);
      expect(fingerprint(r.body.public_key)).toEqual({ bits, type: sshType });
    });
  }

  it("gives each CA its own key", async () => {
    const a = (await c.call("POST", "/ssh_certificate_authorities", {})).body.public_key;
    const b = (await c.call("POST", "/ssh_certificate_authorities", {})).body.public_key;
    expect(a).not.toBe(b);
  });
});
