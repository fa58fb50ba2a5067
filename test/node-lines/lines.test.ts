import { readFileSync } from "node:fs";
import path from "node:path";
import sdkManifest from "@pulumi/pulumi/package.json";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../harness";

/**
 * Which Node.js and which @pulumi/pulumi the tests run with: in `npm test`, this machine's Node.js and the
 * lockfile's SDK; under scripts/node-lines.sh, the line it asked for and the newest SDK of toolchain/node-lines/.
 */
const json = (file: string) => JSON.parse(readFileSync(path.join(REPO_ROOT, file), "utf8"));

describe("the Node.js line and the @pulumi/pulumi the tests load", () => {
  it("is the one the run asked for", () => {
    const line = process.env.TUNNELS_NODE_LINE;
    if (line) {
      expect(process.version).toMatch(new RegExp(`^v${line}\\.`));
      expect(sdkManifest.version).toBe(
        json("toolchain/node-lines/package.json").dependencies["@pulumi/pulumi"],
      );
    } else {
      expect(sdkManifest.version).toBe(
        json("package-lock.json").packages["node_modules/@pulumi/pulumi"].version,
      );
    }
  });
});
