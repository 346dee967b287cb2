import { Outlet } from '@tanstack/react-router';
import { useCurrentUser } from '../auth/session';
import { NotFoundPage } from './not-found-page';

/**
 * Administration pages for administrators; anyone else who follows a link here sees the same
 * "Nothing here" as for any page they cannot have, inside the app shell (a router not-found
 * from a guard would be drawn at the root, without it).
 */
export function AdministrationGate() {
  return useCurrentUser().is_admin ? <Outlet /> : <NotFoundPage />;
}
