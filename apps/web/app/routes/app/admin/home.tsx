import { WORK_QUEUE_TITLE, WorkQueuePage } from '~/features/work-queue';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta(WORK_QUEUE_TITLE);

export default function AdminHomePage() {
  return <WorkQueuePage />;
}
