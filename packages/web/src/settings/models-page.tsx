import { Page } from '../ui/page';

export function ModelsPage() {
  return <Page title="Models">{null}</Page>;
}
