export { BullJobQueue, type BullQueueOptions } from "./BullJobQueue";
export { type BullQueueLocation, DEFAULT_QUEUE_NAME } from "./bullConnection";
export { InProcessJobQueue, type InProcessQueueOptions } from "./InProcessJobQueue";
export { type BullWorkerOptions, type RunningBullWorker, startBullWorker } from "./startBullWorker";
