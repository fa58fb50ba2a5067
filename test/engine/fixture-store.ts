/**
 * The fixture provider's JSON "service", seen from the tests: create it, look at what the provider did,
 * and change it out of band (as another user of the service would).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { makeProgramDir, packProject, type ProgramDir, TestEngine } from "../../harness";

export interface FixtureObject {
  name: string;
  kind: string;
  description?: string;
  password?: string;
  settings?: Record<string, unknown>;
  ref?: string;
  dbr?: boolean;
  token: string;
  revision: number;
}

export interface FixtureData {
  expectedToken: string;
  nextId: number;
  objects: Record<string, FixtureObject>;
  journal: Array<{ op: "create" | "update" | "delete"; id: string; name: string }>;
}

export const FIXTURE_PACKAGE_DIR = path.join(__dirname, "fixtures", "fixture-provider");

export class FixtureStore {
  constructor(readonly file: string) {}

  /** Makes an empty store that accepts `apiToken`. */
  static create(file: string, apiToken: string): FixtureStore {
    const data: FixtureData = { expectedToken: apiToken, nextId: 1, objects: {}, journal: [] };
    writeFileSync(file, JSON.stringify(data, null, 2));
    return new FixtureStore(file);
  }

  read(): FixtureData {
    return JSON.parse(readFileSync(this.file, "utf8"));
  }

  objects(): Record<string, FixtureObject> {
    return this.read().objects;
  }

  /** The object called `name`; throws if there is not exactly one. */
  byName(name: string): FixtureObject & { id: string } {
    const found = Object.entries(this.objects()).filter(([, o]) => o.name === name);
    if (found.length !== 1)
      throw new Error(`expected one fixture object named ${name}, found ${found.length}`);
    return { id: found[0][0], ...found[0][1] };
  }

  journal(): FixtureData["journal"] {
    return this.read().journal;
  }

  /** Changes the store out of band. */
  mutate(change: (data: FixtureData) => void): void {
    const data = this.read();
    change(data);
    writeFileSync(this.file, JSON.stringify(data, null, 2));
  }
}

/** Packs the fixture provider and makes a program directory with it installed and a fresh store. */
export async function makeFixtureProgram(programSource: string, apiToken = "fixture-api-token-s3cr3t") {
  const tarball = await packProject(FIXTURE_PACKAGE_DIR);
  const program: ProgramDir = await makeProgramDir({ tarballs: [tarball], programSource });
  const store = FixtureStore.create(path.join(program.dir, "store.json"), apiToken);
  const config = { "fixture:storeFile": store.file };
  const secretConfig = { "fixture:apiToken": apiToken };
  return { program, store, config, secretConfig, apiToken };
}

/** A fixture program with a TestEngine on its `dev` stack: the setup every engine test file shares. */
export async function fixtureEngine(programSource: string, passphrase = "pw") {
  const fixture = await makeFixtureProgram(programSource);
  const engine = new TestEngine({
    programDir: fixture.program.dir,
    stack: "dev",
    config: fixture.config,
    secretConfig: fixture.secretConfig,
    passphrase,
  });
  return { ...fixture, programDir: fixture.program.dir, engine };
}
