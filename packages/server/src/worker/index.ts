export { defaultWorkerOptions, TaskWorker, type TaskWorkerOptions } from './task-worker.js';
