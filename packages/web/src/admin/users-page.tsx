import { Page } from '../ui/page';

export function UsersPage() {
  return <Page title="Users">{null}</Page>;
}
