import { Page } from '../ui/page';

export function PluginsPage() {
  return <Page title="Plugins">{null}</Page>;
}
