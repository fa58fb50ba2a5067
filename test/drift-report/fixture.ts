import path from "node:path";
import { REPO_ROOT } from "../../harness";

/** The real CLI's `pulumi preview --refresh --json` of a 200-resource stack: scripts/capture-drift-fixture.ts. */
export const FIXTURE = path.join(REPO_ROOT, "test", "drift-report", "fixtures", "stack-200.json");

/** The out-of-band changes made before the capture: 16 descriptions changed and 4 objects deleted. */
export const DRIFT = { changedPolicies: 12, changedAddrs: 4, deletedPolicies: 3, deletedAddrs: 1 };
