import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, Outlet, redirect } from '@tanstack/react-router';
import { sessionQuery } from '../auth/session';
import { setupStatusQuery } from '../auth/setup-status';
import { twoFactorQuery } from '../settings/account/two-factor-queries';
import { AppLayout } from './app-layout';
import { pages } from './lazy-pages';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';

/** The root of the route tree, the pages open to everyone, and the signed-in app shell. */

interface RouterContext {
  readonly queryClient: QueryClient;
}

/** A page to come back to after signing in: only paths inside this app, never another site. */
function safeRedirect(value: unknown): string | undefined {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : undefined;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});

export const setupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/setup',
  beforeLoad: async ({ context }) => {
    const status = await context.queryClient.ensureQueryData(setupStatusQuery);
    if (!status.setup_required) throw redirect({ to: '/sign-in' });
  },
  component: pages.SetupPage,
});

export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sign-in',
  validateSearch: (
    search: Record<string, unknown>,
  ): { redirect?: string; sso_error?: string; challenge?: string } => {
    const target = safeRedirect(search.redirect);
    return {
      ...(target !== undefined && { redirect: target }),
      // Set by the single sign-on callback: why it failed, or the second step it needs.
      ...(typeof search.sso_error === 'string' && /^[A-Z_]{1,64}$/.test(search.sso_error)
        ? { sso_error: search.sso_error }
        : {}),
      ...(typeof search.challenge === 'string' && search.challenge.length <= 200
        ? { challenge: search.challenge }
        : {}),
    };
  },
  beforeLoad: async ({ context, search }) => {
    const user = await context.queryClient.ensureQueryData(sessionQuery);
    if (user !== null) throw redirect({ href: search.redirect ?? '/' });
    const status = await context.queryClient.ensureQueryData(setupStatusQuery);
    if (status.setup_required) throw redirect({ to: '/setup' });
  },
  component: pages.SignInPage,
});

/** Pages opened from links in e-mails; they work signed in or out. */
export const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/forgot-password',
  component: pages.ForgotPasswordPage,
});

export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password',
  component: pages.ResetPasswordPage,
});

export const verifyEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/verify-email',
  component: pages.VerifyEmailPage,
});

/** Where the server's policy sends someone signed in without the second factor it requires. */
export const twoFactorRequiredRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/two-factor-required',
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(sessionQuery);
    if (user === null) throw redirect({ to: '/sign-in' });
  },
  component: pages.TwoFactorRequiredPage,
});

/** The confirmation page of an approval e-mail's links: the link's token is its credential. */
export const approvalLinkRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/approval-link',
  component: pages.ApprovalLinkPage,
});

/** Everything behind sign-in shares the app shell; signed-out visitors go to sign-in and come back. */
export const signedInRoute = createRoute({
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
    // The API answers such a user nothing but enrolment, so the app shell would only show errors.
    if ((await context.queryClient.ensureQueryData(twoFactorQuery)).required) {
      throw redirect({ to: '/two-factor-required' });
    }
    return { user };
  },
  component: AppLayout,
  // Inside the app shell, so a page someone may not see looks like any other missing page.
  notFoundComponent: NotFoundPage,
});
