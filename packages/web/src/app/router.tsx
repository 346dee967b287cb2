import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import { sessionQuery } from '../auth/session';
import { setupStatusQuery } from '../auth/setup-status';
import { AppLayout } from './app-layout';
import { NotFoundPage } from './not-found-page';
import { queryClient } from './query-client';
import { RouteErrorPage } from './route-error-page';

interface RouterContext {
  readonly queryClient: QueryClient;
}

/** A page to come back to after signing in: only paths inside this app, never another site. */
function safeRedirect(value: unknown): string | undefined {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : undefined;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});

const setupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/setup',
  beforeLoad: async ({ context }) => {
    const status = await context.queryClient.ensureQueryData(setupStatusQuery);
    if (!status.setup_required) throw redirect({ to: '/sign-in' });
  },
  component: lazyRouteComponent(() => import('../auth/setup-page'), 'SetupPage'),
});

const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sign-in',
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const target = safeRedirect(search.redirect);
    return target === undefined ? {} : { redirect: target };
  },
  beforeLoad: async ({ context, search }) => {
    const user = await context.queryClient.ensureQueryData(sessionQuery);
    if (user !== null) throw redirect({ href: search.redirect ?? '/' });
    const status = await context.queryClient.ensureQueryData(setupStatusQuery);
    if (status.setup_required) throw redirect({ to: '/setup' });
  },
  component: lazyRouteComponent(() => import('../auth/sign-in-page'), 'SignInPage'),
});

/** Everything behind sign-in shares the app shell; signed-out visitors go to sign-in and come back. */
const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  beforeLoad: async ({ context, location }) => {
    const user = await context.queryClient.ensureQueryData(sessionQuery);
    if (user === null) {
      const status = await context.queryClient.ensureQueryData(setupStatusQuery);
      if (status.setup_required) throw redirect({ to: '/setup' });
      const here = location.href === '/' ? {} : { redirect: location.href };
      throw redirect({ to: '/sign-in', search: here });
    }
    return { user };
  },
  component: AppLayout,
});

const dashboardRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/',
  component: lazyRouteComponent(() => import('../agents/dashboard-page'), 'DashboardPage'),
});

const agentRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/agents/$agentId',
  params: {
    parse: (params) => ({ agentId: Number(params.agentId) }),
    stringify: (params) => ({ agentId: String(params.agentId) }),
  },
  component: lazyRouteComponent(() => import('../agents/agent-page'), 'AgentPage'),
});

const taskRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/tasks/$taskId',
  params: {
    parse: (params) => ({ taskId: Number(params.taskId) }),
    stringify: (params) => ({ taskId: String(params.taskId) }),
  },
  component: lazyRouteComponent(() => import('../tasks/task-page'), 'TaskPage'),
});

const routeTree = rootRoute.addChildren([
  setupRoute,
  signInRoute,
  signedInRoute.addChildren([dashboardRoute, agentRoute, taskRoute]),
]);

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
