#!/usr/bin/env node
// The plugin's command, as the Pulumi CLI finds it (`pulumi-resource-tunnels` in a `plugins: providers:`
// path, on PATH, or in the plugin cache). Its code is compiled with the repository's one build
// (`npm run build`), which copies it to dist/ here (scripts/workspace-dist.ts).
require("../dist/main.js");
