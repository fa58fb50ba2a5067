/**
 * Who publishes the package, from the root package.json: its version, description and license, and the
 * names every SDK takes from its `repository` (`https://github.com/<owner>/<repo>`), as Pulumi's own packages
 * derive theirs: the Go module `github.com/<owner>/<repo>/sdk/go` (its package in `sdk/go/tunnels`), the
 * Python distribution `<repo>` in snake_case, the npm package `@<owner>/tunnels`; and where the Pulumi CLI
 * downloads the plugin, `github://api.github.com/<owner>`: the releases of `<owner>/pulumi-<name>` on GitHub.
 */

export interface Manifest {
  name: string;
  version: string;
  description: string;
  license: string;
  repository?: string | { url?: string };
}

export interface Identity {
  version: string;
  description: string;
  license: string;
  /** `https://github.com/<owner>/<repo>` */
  repository: string;
  owner: string;
  goImportBasePath: string;
  pythonPackage: string;
  nodePackage: string;
  /** The schema's `pluginDownloadURL`, which every SDK registers its resources with. */
  pluginDownloadURL: string;
  /** The schema's `logoUrl`: the repository's docs/logo.svg on `main`, as GitHub serves a file's raw bytes. */
  logoUrl: string;
}

/** Where the logo lives in the repository; docs/_index.md and the registry show it. */
export const LOGO_PATH = "docs/logo.svg";

/** `git+https://host/owner/repo.git`, `github:owner/repo` or `https://host/owner/repo` → its parts. */
export function repositoryOf(manifest: Manifest): { host: string; owner: string; repo: string } {
  const raw = typeof manifest.repository === "string" ? manifest.repository : manifest.repository?.url;
  if (!raw) throw new Error("package.json has no repository: the SDKs' names derive from it; add its URL");
  const shorthand = raw.match(/^github:([^/]+)\/([^/]+)$/);
  if (shorthand) return { host: "github.com", owner: shorthand[1], repo: shorthand[2] };
  const url = new URL(raw.replace(/^git\+/, ""));
  const [owner, repo] = url.pathname
    .replace(/^\//, "")
    .replace(/\.git$/, "")
    .split("/");
  if (!owner || !repo)
    throw new Error(
      `package.json repository ${raw} is not <host>/<owner>/<repo>: the SDKs' names derive from it`,
    );
  return { host: url.host, owner, repo };
}

/**
 * `github://api.github.com/<owner>`: the CLI then downloads `pulumi-resource-<name>-v<version>-<os>-<arch>.tar.gz`
 * from the release `v<version>` of `<owner>/pulumi-<name>` (Pulumi's `sdk/go/common/workspace/plugins.go`), so
 * the repository must be on GitHub and named that way.
 */
function pluginDownloadURLOf(host: string, owner: string, repo: string, packageName: string): string {
  if (host !== "github.com" || repo !== `pulumi-${packageName}`)
    throw new Error(
      `package.json repository ${host}/${owner}/${repo} is not github.com/<owner>/pulumi-${packageName}: the Pulumi CLI downloads the plugin from the GitHub releases of <owner>/pulumi-${packageName} (the schema's pluginDownloadURL derives from it); name the repository so`,
    );
  return `github://api.github.com/${owner}`;
}

export function identityOf(manifest: Manifest, packageName: string): Identity {
  const { host, owner, repo } = repositoryOf(manifest);
  return {
    version: manifest.version,
    description: manifest.description,
    license: manifest.license,
    repository: `https://${host}/${owner}/${repo}`,
    owner,
    goImportBasePath: `${host}/${owner}/${repo}/sdk/go/${packageName}`,
    pythonPackage: repo.replace(/-/g, "_"),
    nodePackage: `@${owner}/${packageName}`,
    pluginDownloadURL: pluginDownloadURLOf(host, owner, repo, packageName),
    logoUrl: `https://raw.githubusercontent.com/${owner}/${repo}/main/${LOGO_PATH}`,
  };
}
