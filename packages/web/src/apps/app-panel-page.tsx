import { Page } from '../ui/page';

export function AppPanelPage() {
  return <Page title="App">{null}</Page>;
}
