import { runShard } from "./facts-files";

await runShard(1, 2);
