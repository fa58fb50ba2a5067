// Serves one Pulumi program to the real CLI for one command (`pulumi … --client 127.0.0.1:<port>`).
//
// The CLI runs a Node.js program through a language runtime server. The usual one, pulumi-language-nodejs,
// cannot be built here (test/cli/README.md says why), so this process serves the SDK's own language runtime
// server: the one Pulumi's Automation API serves for inline programs (`@pulumi/pulumi/automation/server`).
// It runs in the program directory and loads everything from there, so the program, this server and the
// provider host share the project's one copy of @pulumi/pulumi. It prints its port on the first line of
// stdout, as plugins do, and serves until it is killed. With PULUMI_NODEJS_TYPESCRIPT=true (what Pulumi's
// Node.js host sets unless the project's `runtime.options.typescript` is false) a TypeScript program runs as
// `@pulumi/pulumi/cmd/run` runs it: through ts-node (the project's, or the one the SDK vendors) with the
// project's TypeScript and tsconfig.json, its entry `main` or `index.ts`.
const { existsSync } = require("node:fs");
const path = require("node:path");

const dir = process.cwd();
const fromProject = (id) => require(require.resolve(id, { paths: [dir] }));
const grpc = fromProject("@grpc/grpc-js");
const { LanguageServer } = fromProject("@pulumi/pulumi/automation/server");
const languageRpc = fromProject("@pulumi/pulumi/proto/language_grpc_pb");
const languageProto = fromProject("@pulumi/pulumi/proto/language_pb");

const manifest = require(path.join(dir, "package.json"));
if (process.env.PULUMI_NODEJS_TYPESCRIPT === "true") registerTypeScript();
// package.json's `main` when that file exists; else the folder itself (`index.js`, or `index.ts` through
// ts-node), as `@pulumi/pulumi/cmd/run` falls back (it warns, as here).
const declared = manifest.main && path.resolve(dir, manifest.main);
if (declared && !existsSync(declared))
  console.error(
    `warning: Could not find entry point '${manifest.main}' specified in package.json; using '${dir}' instead`,
  );
const main = declared && existsSync(declared) ? declared : require.resolve(dir);

/** ts-node registered with the options `@pulumi/pulumi/cmd/run` gives it for a CommonJS project. */
function registerTypeScript() {
  const { typeScriptRequireStrings, loadTypeScriptCompilerOptions } = fromProject("@pulumi/pulumi/tsutils");
  const { tsnodeRequire, typescriptRequire } = typeScriptRequireStrings();
  const tsconfig = path.join(dir, "tsconfig.json");
  // A bare name is the project's own ts-node; a path, the SDK's vendored one.
  const tsNode = path.isAbsolute(tsnodeRequire) ? require(tsnodeRequire) : fromProject(tsnodeRequire);
  tsNode.register({
    compiler: typescriptRequire,
    project: tsconfig,
    skipProject: !existsSync(tsconfig),
    compilerOptions: {
      target: "ES2020",
      module: "commonjs",
      moduleResolution: "node",
      sourceMap: "true",
      ...loadTypeScriptCompilerOptions(tsconfig),
    },
  });
}

const server = new grpc.Server();
// The CLI asks for a run twice in one `pulumi up` (its preview, then the update): each run must execute
// the program anew, so the project's own modules leave the require cache first (packages stay loaded, as
// they do for inline programs).
const ownModules = (file) =>
  file.startsWith(dir + path.sep) && !file.includes(`${path.sep}node_modules${path.sep}`);
const program = () => {
  for (const file of Object.keys(require.cache)) if (ownModules(file)) delete require.cache[file];
  return require(main);
};
const runtime = new LanguageServer(program);
// A command that has no `--client` flag (`pulumi import`) attaches to this server through
// PULUMI_DEBUG_LANGUAGES=nodejs:<port>, and the CLI attaches only to a server that answers Handshake (which
// the Automation API's server does not implement): it is answered here, with nothing to set up.
runtime.handshake = (_call, callback) => callback(undefined, new languageProto.LanguageHandshakeResponse());
server.addService(languageRpc.LanguageRuntimeService, runtime);
server.bindAsync("127.0.0.1:0", grpc.ServerCredentials.createInsecure(), (err, port) => {
  if (err) {
    console.error(err);
    process.exit(1);
  }
  console.log(port);
});
