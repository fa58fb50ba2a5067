import { readFileSync } from "node:fs";
import * as impl from "../provider/host/impl";

/**
 * One refresh as a provider host process makes it (bench/refresh.ts starts one per run, so nothing is
 * shared between runs): every resource read through the provider's `read`, `parallel` at a time as the
 * CLI's step executor issues them (0: all at once, as Pulumi's GitHub action runs). Prints its figures.
 */
interface Job {
  config: Record<string, string>;
  parallel: number;
  resources: { className: string; id: string; props: Record<string, unknown> }[];
}

async function main() {
  const job = JSON.parse(readFileSync(process.argv[2], "utf8")) as Job;
  await impl.configure({ config: { get: (k: string) => job.config[k] } });
  const started = performance.now();
  let next = 0;
  let gone = 0;
  const worker = async () => {
    while (next < job.resources.length) {
      const r = job.resources[next++];
      const read = await impl.read(r.className, r.id, r.props);
      if (read.id === "") gone++;
    }
  };
  const workers = job.parallel === 0 ? job.resources.length : job.parallel;
  await Promise.all(Array.from({ length: workers }, worker));
  console.log(JSON.stringify({ ms: performance.now() - started, gone }));
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
