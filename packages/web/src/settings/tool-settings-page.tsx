import { Page } from '../ui/page';

export function ToolSettingsPage() {
  return <Page title="Tool settings">{null}</Page>;
}
