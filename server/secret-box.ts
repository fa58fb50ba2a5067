import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";

const PREFIX = "gcm1:";
/** Text every stored JSON body holding a sealed value contains: cheap for SQLite to look for. */
export const SEALED_MARK = `"${PREFIX}`;
/** A sealed value as JSON.stringify writes it: the prefix, then base64 of IV, tag and ciphertext. */
const SEALED_IN_JSON = /"(gcm1:[A-Za-z0-9+/]{38,}={0,2})"/;

/** The first sealed value in a stored JSON body, if it holds one. */
export const sealedValueIn = (json: string) => SEALED_IN_JSON.exec(json)?.[1];

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

  /**
   * Reads `<data>.key`, or makes it when the file holds no sealed value yet. A file holding sealed
   * values is refused without its key, or with a key that does not open them: a new key would turn
   * every object with a sealed member into a 500.
   */
  static forDatabase(dataFile: string, firstSealed: () => string | undefined): SecretBox {
    const keyFile = `${dataFile}.key`;
    const sample = firstSealed();
    if (!existsSync(keyFile)) {
      if (sample !== undefined)
        throw new Error(
          `${dataFile} holds sealed secrets but its key file ${keyFile} is missing; put the key file back ` +
            `at ${keyFile} (mode 0600), or pass a new --data file to start without them`,
        );
      writeFileSync(keyFile, randomBytes(32).toString("base64") + "\n", { mode: 0o600, flag: "wx" });
    }
    chmodSync(keyFile, 0o600);
    const key = Buffer.from(readFileSync(keyFile, "utf8").trim(), "base64");
    if (key.length !== 32)
      throw new Error(`${keyFile} is not a 32-byte key in base64; restore it or remove the data`);
    const box = new SecretBox(key);
    if (sample !== undefined && !box.opens(sample))
      throw new Error(
        `${keyFile} does not open the secrets sealed in ${dataFile}: it is not the key this file was made ` +
          `with; put that key back at ${keyFile}`,
      );
    return box;
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv);
    const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return `${PREFIX}${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64")}`;
  }

  open(sealed: string): string {
    if (!sealed.startsWith(PREFIX)) throw new Error("stored secret is not sealed");
    const raw = Buffer.from(sealed.slice(5), "base64");
    const decipher = createDecipheriv("aes-256-gcm", this.key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  }

  private opens(sealed: string): boolean {
    try {
      this.open(sealed);
      return true;
    } catch {
      return false;
    }
  }
}
