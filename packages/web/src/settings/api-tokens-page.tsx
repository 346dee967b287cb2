import { Page } from '../ui/page';

export function ApiTokensPage() {
  return <Page title="API tokens">{null}</Page>;
}
