/**
 * Encrypts state secrets under a key derived from a passphrase, in the manner of Pulumi's passphrase
 * secrets provider: AES-256-GCM with a fresh 12-byte nonce per value, and a salt kept in the state
 * file together with an encrypted known word, so a wrong passphrase is detected before anything is
 * decrypted. The key comes from PBKDF2-SHA256 with 1,000,000 iterations, as Pulumi's
 * (`symmetricCrypterFromPhraseAndState`); a process remembers the keys it derived, so a test that runs
 * a stack many times pays for the derivation once.
 */
import { createCipheriv, createDecipheriv, createHash, pbkdf2Sync, randomBytes } from "node:crypto";

const KNOWN_WORD = "pulumi";
const PBKDF2_ITERATIONS = 1_000_000;
const derived = new Map<string, Buffer>();

export interface PassphraseState {
  /** `v1:<salt>:<encrypted known word>`, base64 parts. */
  salt: string;
}

export class PassphraseCrypter {
  private constructor(
    private readonly key: Buffer,
    readonly state: PassphraseState,
  ) {}

  /** A new crypter with a fresh salt (a new stack). */
  static create(passphrase: string): PassphraseCrypter {
    requirePassphrase(passphrase);
    const salt = randomBytes(16);
    const key = deriveKey(passphrase, salt);
    const check = encryptWith(key, KNOWN_WORD);
    return new PassphraseCrypter(key, { salt: `v1:${salt.toString("base64")}:${check}` });
  }

  /** The crypter of an existing state; throws if the passphrase is not the one the state was made with. */
  static fromState(passphrase: string, state: PassphraseState): PassphraseCrypter {
    requirePassphrase(passphrase);
    const match = /^v1:([^:]+):(v1:[^:]+:[^:]+)$/.exec(state.salt);
    if (!match)
      throw new Error("the state's secrets_providers.state.salt is malformed: expected v1:<salt>:<check>");
    const key = deriveKey(passphrase, Buffer.from(match[1], "base64"));
    let word: string | undefined;
    try {
      word = decryptWith(key, match[2]);
    } catch {
      word = undefined;
    }
    if (word !== KNOWN_WORD) {
      throw new Error(
        "incorrect passphrase: set PULUMI_CONFIG_PASSPHRASE to the passphrase this stack was created with",
      );
    }
    return new PassphraseCrypter(key, state);
  }

  /** `v1:<nonce>:<ciphertext and tag>`, base64 parts. */
  encrypt(plaintext: string): string {
    return encryptWith(this.key, plaintext);
  }

  decrypt(ciphertext: string): string {
    return decryptWith(this.key, ciphertext);
  }
}

function requirePassphrase(passphrase: string): void {
  if (!passphrase) {
    throw new Error(
      "no passphrase: set PULUMI_CONFIG_PASSPHRASE (or pass `passphrase`) to encrypt the stack's secrets",
    );
  }
}

function deriveKey(passphrase: string, salt: Buffer): Buffer {
  // The cache is keyed by a hash, so the passphrase itself is not kept in memory longer than needed.
  const id = createHash("sha256").update(passphrase).update("\0").update(salt).digest("base64");
  let key = derived.get(id);
  if (!key) {
    key = pbkdf2Sync(passphrase, salt, PBKDF2_ITERATIONS, 32, "sha256");
    derived.set(id, key);
  }
  return key;
}

function encryptWith(key: Buffer, plaintext: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, nonce);
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return `v1:${nonce.toString("base64")}:${body.toString("base64")}`;
}

function decryptWith(key: Buffer, ciphertext: string): string {
  const [version, nonce, body] = ciphertext.split(":");
  if (version !== "v1" || !nonce || !body)
    throw new Error("a state secret is malformed: expected v1:<nonce>:<ciphertext>");
  const raw = Buffer.from(body, "base64");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(nonce, "base64"));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  return Buffer.concat([decipher.update(raw.subarray(0, raw.length - 16)), decipher.final()]).toString(
    "utf8",
  );
}
