// The work-queue feature's public surface: the administrators' home.

export { WORK_QUEUE_TITLE, WorkQueuePage } from './components/work-queue-page';
