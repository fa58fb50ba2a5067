#!/usr/bin/env node
// The server's command. Its code is compiled with the repository's one build (`npm run build`), which
// copies it to dist/ here (scripts/workspace-dist.ts); a checked-in launcher keeps the command linked even
// before that build has run.
require("../dist/cli.js");
