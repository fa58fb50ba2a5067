/**
 * Who publishes the package, from the root package.json: its version, description and license, and the
 * names every SDK takes from its `repository` (`https://github.com/<owner>/<repo>`), as Pulumi's own packages
 * derive theirs: the Go module `github.com/<owner>/<repo>/sdk/go` (its package in `sdk/go/tunnels`), the
 * Python distribution `<repo>` in snake_case, the npm package `@<owner>/tunnels`.
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
}

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
  };
}
