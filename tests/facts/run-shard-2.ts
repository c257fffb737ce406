import { runShard } from "./facts-files";

await runShard(2, 2);
