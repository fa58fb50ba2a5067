import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";

/**
 * AES-256-GCM for the secrets the service must give back later (webhook secret, OAuth/OIDC client
 * secrets, SSH CA private keys). The key lives beside the database (`<data>.key`, mode 0600), so the
 * database file alone reveals nothing secret.
 */
export class SecretBox {
  private constructor(private readonly key: Buffer) {}

  static inMemory(): SecretBox {
    return new SecretBox(randomBytes(32));
  }

  /** Reads `<data>.key`, or makes it on first start. */
  static forDatabase(dataFile: string): SecretBox {
    const keyFile = `${dataFile}.key`;
    if (!existsSync(keyFile)) {
      writeFileSync(keyFile, randomBytes(32).toString("base64") + "\n", { mode: 0o600, flag: "wx" });
    }
    chmodSync(keyFile, 0o600);
    const key = Buffer.from(readFileSync(keyFile, "utf8").trim(), "base64");
    if (key.length !== 32)
      throw new Error(`${keyFile} is not a 32-byte key in base64; restore it or remove the data`);
    return new SecretBox(key);
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv);
    const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return `gcm1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64")}`;
  }

  open(sealed: string): string {
    if (!sealed.startsWith("gcm1:")) throw new Error("stored secret is not sealed");
    const raw = Buffer.from(sealed.slice(5), "base64");
    const decipher = createDecipheriv("aes-256-gcm", this.key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  }
}
