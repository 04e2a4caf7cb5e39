import { WELCOME_ROUTE } from '@podloom/contract';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { LandingPage } from '../pages/landing/landing-page';
import { RouteFallback } from './route-fallback';
import { RedirectIfSignedIn, RequireAuth } from './route-guards';
import type { RouteMeta } from './route-meta';
import { RouteRoot } from './route-root';

/** Every screen but the landing is code-split: `lazy` loads its module on first visit. */
function screen(path: string, meta: RouteMeta, load: () => Promise<ComponentType>): RouteObject {
  return { path, handle: meta, lazy: async () => ({ Component: await load() }) };
}

const appLayout = async () => ({ Component: (await import('./layouts/app-layout')).AppLayout });
const authLayout = async () => ({ Component: (await import('./layouts/auth-layout')).AuthLayout });

/** The routes of spec 000 §2 and spec 001 §2. */
export const routes: RouteObject[] = [
  {
    Component: RouteRoot,
    HydrateFallback: RouteFallback,
    children: [
      { index: true, Component: LandingPage },
      {
        lazy: appLayout,
        children: [
          // Public (spec 001 §2 "Public routes").
          screen(
            '/pricing',
            { title: 'Pricing', back: true },
            async () => (await import('../pages/pricing/pricing-page')).PricingPage,
          ),
          screen(
            '/payment-status',
            { title: 'Payment status' },
            async () => (await import('../pages/payment-status/payment-status-page')).PaymentStatusPage,
          ),
          screen(
            '/payment-failure',
            { title: 'Payment failed' },
            async () => (await import('../pages/payment-failure/payment-failure-page')).PaymentFailurePage,
          ),
          screen(
            '/MyProfile',
            { title: 'My Profile', back: true },
            async () => (await import('../pages/my-profile/my-profile-page')).MyProfilePage,
          ),
          screen(
            '/terms-and-conditions',
            { title: 'Terms and Conditions', back: true },
            async () => (await import('../pages/terms-and-conditions/terms-page')).TermsPage,
          ),
          screen(
            '/refunds-cancellations',
            { title: 'Refunds and Cancellations', back: true },
            async () => (await import('../pages/refunds-cancellations/refunds-page')).RefundsPage,
          ),
          screen(
            '/help-support',
            { title: 'Help and support', back: true },
            async () => (await import('../pages/help-support/help-support-page')).HelpSupportPage,
          ),
          {
            // Protected (spec 001 §2 "Protected routes").
            Component: RequireAuth,
            children: [
              screen(
                WELCOME_ROUTE,
                { title: 'Home', homeInMenu: false },
                async () => (await import('../pages/welcome/welcome-page')).WelcomePage,
              ),
              screen(
                '/create-podcast',
                { title: 'Create podcast', back: true },
                async () => (await import('../pages/create-podcast/create-podcast-page')).CreatePodcastPage,
              ),
              screen(
                '/create-new-podcast',
                { title: 'Create New Podcast', back: true },
                async () => (await import('../pages/create-new-podcast/create-new-podcast-page')).CreateNewPodcastPage,
              ),
              screen(
                '/analytics',
                { title: 'Analytics', back: true },
                async () => (await import('../pages/analytics/analytics-page')).AnalyticsPage,
              ),
              screen(
                '/my-shows',
                { title: 'Shows', back: true },
                async () => (await import('../pages/my-shows/my-shows-page')).MyShowsPage,
              ),
              screen(
                '/sources',
                { title: 'Sources', back: true },
                async () => (await import('../pages/sources/sources-page')).SourcesPage,
              ),
              screen(
                '/series',
                { title: 'Series', back: true },
                async () => (await import('../pages/series/series-page')).SeriesPage,
              ),
              screen(
                '/api-tokens',
                { title: 'API tokens', back: true },
                async () => (await import('../pages/api-tokens/api-tokens-page')).ApiTokensPage,
              ),
              screen(
                '/webhooks',
                { title: 'Webhooks', back: true },
                async () => (await import('../pages/webhooks/webhooks-page')).WebhooksPage,
              ),
              screen(
                '/managesubscription',
                { title: 'Manage Subscription', back: true },
                async () =>
                  (await import('../pages/manage-subscription/manage-subscription-page')).ManageSubscriptionPage,
              ),
              screen(
                '/billingform',
                { title: 'Billing', back: true },
                async () => (await import('../pages/billing-form/billing-form-page')).BillingFormPage,
              ),
              screen(
                '/audioedit',
                { title: 'Audio editor', back: true },
                async () => (await import('../pages/audio-edit/audio-edit-page')).AudioEditPage,
              ),
              screen(
                '/personlize',
                { title: 'Personalize', back: true },
                async () => (await import('../pages/personalise/personalise-page')).PersonalisePage,
              ),
            ],
          },
          screen(
            '*',
            { title: 'Page not found' },
            async () => (await import('../pages/not-found/not-found-page')).NotFoundPage,
          ),
        ],
      },
      {
        lazy: authLayout,
        children: [
          {
            Component: RedirectIfSignedIn,
            children: [
              screen('/login', { title: 'Log in' }, async () => (await import('../pages/login/login-page')).LoginPage),
              screen(
                '/signup',
                { title: 'Sign up' },
                async () => (await import('../pages/signup/signup-page')).SignupPage,
              ),
            ],
          },
          screen(
            '/comapanysignup',
            { title: 'Company sign-up' },
            async () => (await import('../pages/company-signup/company-signup-page')).CompanySignupPage,
          ),
          screen(
            '/confirm-signup',
            { title: 'Confirm sign-up' },
            async () => (await import('../pages/confirm-signup/confirm-signup-page')).ConfirmSignupPage,
          ),
          screen(
            '/callback',
            { title: 'Signing in' },
            async () => (await import('../pages/callback/callback-page')).CallbackPage,
          ),
        ],
      },
    ],
  },
];
