// The exam-day load generator on its own thread: the API's event loop then serves requests only.
import { parentPort, workerData } from 'node:worker_threads';
import { runArrivals, type ArrivalPlan } from './examArrivals';

parentPort?.postMessage(await runArrivals(workerData as ArrivalPlan));
