// Serves a compiled program (a Go binary) to the real CLI for one command (`pulumi … --client 127.0.0.1:<port>`),
// as Pulumi's Go language host runs one: the program is started with the environment the host sets for it
// (PULUMI_MONITOR, PULUMI_ENGINE, PULUMI_PROJECT, PULUMI_STACK, PULUMI_ORGANIZATION, PULUMI_CONFIG,
// PULUMI_CONFIG_SECRET_KEYS, PULUMI_DRY_RUN, PULUMI_PARALLEL; sdk/go/pulumi's run.go reads them), its output
// passed through, its exit status the run's. pulumi-language-go cannot be built here (test/cli/README.md); the
// server is the Automation API's of the repository's @pulumi/pulumi with its Run replaced, so the rest of the
// protocol (GetRequiredPlugins, GetPluginInfo) is answered as for an inline program. The binary is the file
// PROGRAM_BINARY names. It prints its port on the first line of stdout, as plugins do, and serves until killed.
const { spawn } = require("node:child_process");
const grpc = require("@grpc/grpc-js");
const { LanguageServer } = require("@pulumi/pulumi/automation/server");
const languageRpc = require("@pulumi/pulumi/proto/language_grpc_pb");
const languageProto = require("@pulumi/pulumi/proto/language_pb");

const binary = process.env.PROGRAM_BINARY;
if (!binary) throw new Error("binary-host: PROGRAM_BINARY names no program");

const runtime = new LanguageServer(() => {});
runtime.handshake = (_call, callback) => callback(undefined, new languageProto.LanguageHandshakeResponse());
runtime.run = (call, callback) => {
  const req = call.request;
  const env = {
    ...process.env,
    PULUMI_MONITOR: req.getMonitorAddress(),
    // The engine's address is the run's first argument, as the Automation API's own Run reads it.
    PULUMI_ENGINE: req.getArgsList()[0] ?? "",
    PULUMI_PROJECT: req.getProject(),
    PULUMI_STACK: req.getStack(),
    PULUMI_ORGANIZATION: req.getOrganization(),
    PULUMI_CONFIG: JSON.stringify(Object.fromEntries(req.getConfigMap().entries())),
    PULUMI_CONFIG_SECRET_KEYS: JSON.stringify(req.getConfigsecretkeysList()),
    PULUMI_DRY_RUN: String(req.getDryrun()),
    PULUMI_PARALLEL: String(req.getParallel()),
  };
  const child = spawn(binary, [], {
    cwd: req.getPwd() || process.cwd(),
    env,
    stdio: ["ignore", "inherit", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (d) => {
    stderr += d;
    process.stderr.write(d);
  });
  child.on("close", (code) => {
    const response = new languageProto.RunResponse();
    // A program that reported its error through the engine exits non-zero too: bail, as the Go host does.
    if (code !== 0) response.setError(`the program exited ${code}: ${stderr.trim()}`);
    callback(undefined, response);
  });
};

const server = new grpc.Server();
server.addService(languageRpc.LanguageRuntimeService, runtime);
server.bindAsync("127.0.0.1:0", grpc.ServerCredentials.createInsecure(), (err, port) => {
  if (err) {
    console.error(err);
    process.exit(1);
  }
  console.log(port);
});
