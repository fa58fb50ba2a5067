/**
 * The stack's state: a JSON file shaped like a Pulumi checkpoint (`checkpoint.latest.resources[]`), with
 * every secret value encrypted (`{ <sig>: <secret sig>, ciphertext }`) and decrypted on load.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PassphraseCrypter, type PassphraseState } from "./passphrase-crypter";
import { isObject, isSecret, type PropertyMap, type PropertyValue, SECRET_SIG, SIG_KEY } from "./rpc-values";

export interface ResourceState {
  urn: string;
  custom: boolean;
  /** Set for custom resources. */
  id?: string;
  type: string;
  inputs: PropertyMap;
  outputs: PropertyMap;
  parent?: string;
  dependencies: string[];
  propertyDependencies?: Record<string, string[]>;
  protect?: boolean;
  /** Read with `Resource.get`: the engine never creates, updates or deletes it. */
  external?: boolean;
  additionalSecretOutputs?: string[];
  deleteBeforeReplace?: boolean;
}

interface CheckpointFile {
  version: 3;
  checkpoint: {
    stack: string;
    latest: {
      manifest: { time: string; magic: string; version: string };
      secrets_providers: { type: "passphrase"; state: PassphraseState };
      resources: ResourceState[];
    };
  };
}

/**
 * The manifest's version and magic cookie: the CLI refuses to import a deployment whose magic is not the
 * SHA-256 of its version in hex (`Manifest.NewMagic`, its check against tampering).
 */
const ENGINE_VERSION = "pulumi-tunnels-test-engine";
const MAGIC = createHash("sha256").update(ENGINE_VERSION).digest("hex");

export interface LoadedState {
  resources: ResourceState[];
  crypter: PassphraseCrypter;
}

/** Loads the state, or starts an empty one (with a new salt) when the file does not exist. */
export function loadCheckpoint(file: string, passphrase: string): LoadedState {
  if (!existsSync(file)) return { resources: [], crypter: PassphraseCrypter.create(passphrase) };
  const parsed = JSON.parse(readFileSync(file, "utf8")) as CheckpointFile;
  const latest = parsed.checkpoint?.latest;
  if (!latest?.secrets_providers?.state)
    throw new Error(`${file} is not a test-engine checkpoint: no secrets provider`);
  const crypter = PassphraseCrypter.fromState(passphrase, latest.secrets_providers.state);
  const resources = (latest.resources ?? []).map((r) => ({
    ...r,
    inputs: decryptMap(r.inputs, crypter),
    outputs: decryptMap(r.outputs, crypter),
  }));
  return { resources, crypter };
}

/** Writes the state atomically (temp file, then rename), secrets encrypted. */
export function saveCheckpoint(
  file: string,
  stack: string,
  resources: ResourceState[],
  crypter: PassphraseCrypter,
): void {
  const body: CheckpointFile = {
    version: 3,
    checkpoint: {
      stack,
      latest: {
        manifest: { time: new Date().toISOString(), magic: MAGIC, version: ENGINE_VERSION },
        secrets_providers: { type: "passphrase", state: crypter.state },
        resources: resources.map((r) => ({
          ...r,
          inputs: encryptMap(r.inputs, crypter),
          outputs: encryptMap(r.outputs, crypter),
        })),
      },
    },
  };
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.tmp`;
  writeFileSync(tmp, JSON.stringify(body, null, 2));
  renameSync(tmp, file);
}

function encryptMap(map: PropertyMap, crypter: PassphraseCrypter): PropertyMap {
  return encryptValue(map, crypter) as PropertyMap;
}

function encryptValue(value: PropertyValue, crypter: PassphraseCrypter): PropertyValue {
  if (isSecret(value))
    return { [SIG_KEY]: SECRET_SIG, ciphertext: crypter.encrypt(JSON.stringify(value.value)) };
  if (Array.isArray(value)) return value.map((v) => encryptValue(v, crypter));
  if (isObject(value)) {
    const out: PropertyMap = {};
    for (const [k, v] of Object.entries(value)) out[k] = encryptValue(v, crypter);
    return out;
  }
  return value;
}

function decryptMap(map: PropertyMap, crypter: PassphraseCrypter): PropertyMap {
  return decryptValue(map ?? {}, crypter) as PropertyMap;
}

function decryptValue(value: PropertyValue, crypter: PassphraseCrypter): PropertyValue {
  if (isObject(value) && value[SIG_KEY] === SECRET_SIG && typeof value.ciphertext === "string") {
    return { [SIG_KEY]: SECRET_SIG, value: JSON.parse(crypter.decrypt(value.ciphertext)) };
  }
  if (Array.isArray(value)) return value.map((v) => decryptValue(v, crypter));
  if (isObject(value)) {
    const out: PropertyMap = {};
    for (const [k, v] of Object.entries(value)) out[k] = decryptValue(v, crypter);
    return out;
  }
  return value;
}
