import { Page } from '../../ui/page';

export function AgentSettingsPage() {
  return <Page title="Agent settings">{null}</Page>;
}
