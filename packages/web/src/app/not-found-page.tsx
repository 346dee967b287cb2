import { NotFoundState } from '../ui/not-found-state';

/** An address that leads nowhere, or to something the person may not see. */
export function NotFoundPage() {
  return <NotFoundState />;
}
