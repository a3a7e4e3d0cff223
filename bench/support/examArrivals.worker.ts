// The exam-day load generator on its own thread: the API's event loop then serves requests only.
import { parentPort, workerData } from 'node:worker_threads';
import { threadCpuSeconds } from './cpuTimes';
import { runArrivals, type ArrivalPlan } from './examArrivals';

const started = threadCpuSeconds();
const outcome = await runArrivals(workerData as ArrivalPlan);
const ended = threadCpuSeconds();
// The generator's own CPU, so that the API's share of the process can be told apart.
parentPort?.postMessage({ ...outcome, generatorCpuSeconds: started === undefined || ended === undefined ? undefined : ended - started });
