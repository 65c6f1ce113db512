import { ADMIN_ROLES, SPORT_ADMIN_ROLES, SPORT_READER_ROLES } from '@transferdesk/shared';
import { type ComponentType, isValidElement, lazy } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { RequirementsGuard } from '../features/requirements/pages/RequirementsGuard.tsx';
import { withPageTexts } from '../lib/i18n.ts';
import { paths } from '../lib/paths.ts';
import { trackPageLoad } from '../lib/pwa/pages-loaded.ts';
import { withMantineStyles } from '../styles/lazy-styles.ts';
import { AppRoot } from './AppRoot.tsx';
import { RedirectIfSignedIn } from './guards/RedirectIfSignedIn.tsx';
import { RequireAuth } from './guards/RequireAuth.tsx';
import { RequireFeature } from './guards/RequireFeature.tsx';
import { RequireTenant } from './guards/RequireTenant.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';

/** Every layout and page loads on demand, so the first download holds only the shell's basics. */
function lazyNamed<M>(load: () => Promise<M>, name: keyof M) {
  let loading: Promise<M> | undefined;
  // Counted, so that the service worker's precache waits for the first page (lib/pwa/pages-loaded.ts).
  const start = () => {
    loading ??= trackPageLoad(load());
    return loading;
  };
  const Component = lazy(async () => ({ default: (await start())[name] as ComponentType }));
  starters.set(Component, start);
  return Component;
}

/** The loader of each lazy layout and page, by its component (preloadRoute). */
const starters = new Map<unknown, () => Promise<unknown>>();

/**
 * Issue 28: starts the lazy layout and page of the address the app opens on, all at once, as soon
 * as the entry runs; rendered one inside the other, the page's download would wait for the layout's.
 */
export function preloadRoute(pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    // A failed download shows when the page renders (its lazy component gets the same promise).
    if (isValidElement(route.element))
      void starters
        .get(route.element.type)?.()
        .catch(() => undefined);
  }
}

// Each layout brings the Mantine styles of its pages' components, before its own, and all but the
// sign-in pages' bring the texts of their pages (issue 28).
const AuthLayout = lazyNamed(
  () => withMantineStyles(['forms'], () => import('./layouts/AuthLayout.tsx')),
  'AuthLayout',
);
const HomeLayout = lazyNamed(
  () => withPageTexts(() => withMantineStyles(['forms', 'pages'], () => import('./layouts/HomeLayout.tsx'))),
  'HomeLayout',
);
const InnerLayout = lazyNamed(
  () => withPageTexts(() => withMantineStyles(['forms', 'pages'], () => import('./layouts/InnerLayout.tsx'))),
  'InnerLayout',
);

const SignInPage = lazyNamed(() => import('../features/auth/pages/SignInPage.tsx'), 'SignInPage');
const OfficeCallbackPage = lazyNamed(
  () => import('../features/auth/pages/OfficeCallbackPage.tsx'),
  'OfficeCallbackPage',
);
const ForgotPasswordPage = lazyNamed(
  () => import('../features/auth/pages/ForgotPasswordPage.tsx'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyNamed(
  () => import('../features/auth/pages/ResetPasswordPage.tsx'),
  'ResetPasswordPage',
);
const ProfileEditPage = lazyNamed(
  () => import('../features/profile/pages/ProfileEditPage.tsx'),
  'ProfileEditPage',
);
const ProfilePage = lazyNamed(() => import('../features/profile/pages/ProfilePage.tsx'), 'ProfilePage');
const HomePage = lazyNamed(() => import('../features/home/pages/HomePage.tsx'), 'HomePage');
// The list with the matches feature's actions in its cards: the two features meet here (issue 27).
const RequirementsPage = lazyNamed(
  () => import('./composition/RequirementsWithMatchActions.tsx'),
  'RequirementsWithMatchActions',
);
// The requirement form holds the rich-text editor; it loads with this page only.
const RequirementFormPage = lazyNamed(
  () => import('../features/requirements/pages/RequirementFormPage.tsx'),
  'RequirementFormPage',
);
// The requirement's info page with the history feature's section: the two features meet here (issue 31).
const RequirementInfoPage = lazyNamed(
  () => import('./composition/RequirementInfoWithHistory.tsx'),
  'RequirementInfoWithHistory',
);
const NoNeedPage = lazyNamed(() => import('../features/requirements/pages/NoNeedPage.tsx'), 'NoNeedPage');
const PitchesPage = lazyNamed(() => import('../features/pitches/pages/PitchesPage.tsx'), 'PitchesPage');
const AgreementsPage = lazyNamed(
  () => import('../features/agreements/pages/AgreementsPage.tsx'),
  'AgreementsPage',
);
const AuditPage = lazyNamed(() => import('../features/history/pages/AuditPage.tsx'), 'AuditPage');
const MatchPage = lazyNamed(() => import('../features/matches/pages/MatchPage.tsx'), 'MatchPage');
const TenantsPage = lazyNamed(() => import('../features/tenants/pages/TenantsPage.tsx'), 'TenantsPage');
const TenantFormPage = lazyNamed(
  () => import('../features/tenants/pages/TenantFormPage.tsx'),
  'TenantFormPage',
);
const JobsPage = lazyNamed(() => import('../features/jobs/pages/JobsPage.tsx'), 'JobsPage');
const BackupsPage = lazyNamed(() => import('../features/backups/pages/BackupsPage.tsx'), 'BackupsPage');
const UsersPage = lazyNamed(() => import('../features/users/pages/UsersPage.tsx'), 'UsersPage');
// The user's page with the history feature's section: the two features meet here (issue 31).
const UserFormPage = lazyNamed(() => import('./composition/UserFormWithHistory.tsx'), 'UserFormWithHistory');
const TeamsPage = lazyNamed(() => import('../features/teams/pages/TeamsPage.tsx'), 'TeamsPage');
const TeamFormPage = lazyNamed(() => import('../features/teams/pages/TeamFormPage.tsx'), 'TeamFormPage');
const TransfersPage = lazyNamed(
  () => import('../features/transfers/pages/TransfersPage.tsx'),
  'TransfersPage',
);
const TransferFormPage = lazyNamed(
  () => import('../features/transfers/pages/TransferFormPage.tsx'),
  'TransferFormPage',
);
const CurrenciesPage = lazyNamed(
  () => import('../features/currencies/pages/CurrenciesPage.tsx'),
  'CurrenciesPage',
);
const CurrencyFormPage = lazyNamed(
  () => import('../features/currencies/pages/CurrencyFormPage.tsx'),
  'CurrencyFormPage',
);
const PdfTemplatePage = lazyNamed(
  () => import('../features/player-cv/pages/PdfTemplatePage.tsx'),
  'PdfTemplatePage',
);
const PdfTemplateFormPage = lazyNamed(
  () => import('../features/player-cv/pages/PdfTemplateFormPage.tsx'),
  'PdfTemplateFormPage',
);
const MailTesterPage = lazyNamed(
  () => import('../features/mail-tester/pages/MailTesterPage.tsx'),
  'MailTesterPage',
);
const ClubsPage = lazyNamed(() => import('../features/clubs/pages/ClubsPage.tsx'), 'ClubsPage');
// The club's page with the history feature's section: the two features meet here (issue 31).
const ClubPage = lazyNamed(() => import('./composition/ClubWithHistory.tsx'), 'ClubWithHistory');
const ClubFormPage = lazyNamed(() => import('../features/clubs/pages/ClubFormPage.tsx'), 'ClubFormPage');
const ContactsPage = lazyNamed(() => import('../features/contacts/pages/ContactsPage.tsx'), 'ContactsPage');
// The contact form holds the rich-text editor; it loads with this page only.
const ContactPage = lazyNamed(() => import('../features/contacts/pages/ContactPage.tsx'), 'ContactPage');
// The contact's page with the history and personal-data features' sections: they meet here (issue 31).
const ContactInfoPage = lazyNamed(
  () => import('./composition/ContactInfoWithPersonalData.tsx'),
  'ContactInfoWithPersonalData',
);
const PlayersPage = lazyNamed(() => import('../features/players/pages/PlayersPage.tsx'), 'PlayersPage');
// The player form holds the rich-text editors; it loads with this page only.
const PlayerFormPage = lazyNamed(
  () => import('../features/players/pages/PlayerFormPage.tsx'),
  'PlayerFormPage',
);
// The player's page with the agreements, history and personal-data features' sections (issues 30, 31).
const PlayerInfoPage = lazyNamed(
  () => import('./composition/PlayerInfoWithAgreements.tsx'),
  'PlayerInfoWithAgreements',
);
const NewsPage = lazyNamed(() => import('../features/news/pages/NewsPage.tsx'), 'NewsPage');
const PostPage = lazyNamed(() => import('../features/news/pages/PostPage.tsx'), 'PostPage');
// The rich-text editor lives only in this chunk.
const PostFormPage = lazyNamed(() => import('../features/news/pages/PostFormPage.tsx'), 'PostFormPage');
const UnauthorizedPage = lazyNamed(
  () => import('../features/errors/pages/UnauthorizedPage.tsx'),
  'UnauthorizedPage',
);
const NotFoundPage = lazyNamed(() => import('../features/errors/pages/NotFoundPage.tsx'), 'NotFoundPage');
// Spec 2, public routes: the player's CV page, outside sign-in and the shell (D15).
const PublicPlayerPage = lazyNamed(
  () =>
    withPageTexts(() =>
      withMantineStyles(
        ['forms', 'pages'],
        () => import('../features/public-players/pages/PublicPlayerPage.tsx'),
      ),
    ),
  'PublicPlayerPage',
);

/** The one route table (spec 2, route table; D11 for the layouts). */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <AuthLayout />,
        children: [
          {
            element: <RedirectIfSignedIn />,
            children: [
              { path: 'signin', element: <SignInPage /> },
              { path: 'signin/:error', element: <SignInPage /> },
              // Spec 2: a signed-in user asking for a reset goes to / (no returnUrl here).
              { path: 'forgotpassword', element: <ForgotPasswordPage /> },
            ],
          },
          { path: 'resetpassword', element: <ResetPasswordPage /> },
          // D31: the OpenID provider sends the browser back here with its code.
          { path: 'office365auth', element: <OfficeCallbackPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <HomeLayout />,
            children: [
              {
                // The sidebar and header stay; only the page's place shows the error.
                errorElement: <RouteErrorPage />,
                children: [
                  { index: true, element: <Navigate to={paths.profile} replace /> },
                  { path: 'profile', element: <ProfilePage /> },
                  { path: 'profile/edit', element: <ProfileEditPage /> },
                  { path: 'home', element: <HomePage /> },
                  {
                    // Spec 2: the extra guard of `requirements/...` (to /profile), then the sport (D2, D10).
                    element: <RequirementsGuard />,
                    children: [
                      {
                        element: <RequireTenant section="requirements" roles={SPORT_READER_ROLES} />,
                        children: [
                          { path: 'requirements/:tenantId?', element: <RequirementsPage /> },
                          { path: 'requirements/:tenantId/new', element: <RequirementFormPage /> },
                          { path: 'requirements/:tenantId/:id', element: <RequirementFormPage /> },
                        ],
                      },
                    ],
                  },
                  {
                    element: <RequireTenant section="noneedregistered" roles={SPORT_READER_ROLES} />,
                    children: [{ path: 'noneedregistered/:tenantId?', element: <NoNeedPage /> }],
                  },
                  {
                    // Issue 29: the sport's pitches (D44), for its TenantAdmins and Users (D10).
                    element: <RequireTenant section="pitches" roles={SPORT_READER_ROLES} />,
                    children: [{ path: 'pitches/:tenantId?', element: <PitchesPage /> }],
                  },
                  {
                    // Issue 30: the sport's representation agreements (D45), for its TenantAdmins and Users.
                    element: <RequireTenant section="agreements" roles={SPORT_READER_ROLES} />,
                    children: [{ path: 'agreements/:tenantId?', element: <AgreementsPage /> }],
                  },
                  {
                    // D47: the sport's audit trail, for its TenantAdmins; a Superadmin may leave the
                    // sport out (the page sends a TenantAdmin without one to his sport).
                    element: <RequireAuth roles={ADMIN_ROLES} />,
                    children: [{ path: 'audit/:tenantId?', element: <AuditPage /> }],
                  },
                  {
                    // Spec 2: a match names no sport in its address; the API answers 404 for another sport's.
                    element: <RequireAuth roles={SPORT_READER_ROLES} />,
                    children: [
                      { path: 'matches/:id', element: <MatchPage /> },
                      { path: 'matches/:id/:createdAt', element: <MatchPage /> },
                    ],
                  },
                  {
                    element: <RequireAuth roles={['Superadmin']} />,
                    children: [
                      { path: 'tenants', element: <TenantsPage /> },
                      { path: 'tenants/:id', element: <TenantFormPage /> },
                      // Issue 30: the background jobs and "Run now".
                      { path: 'jobs', element: <JobsPage /> },
                      // D49: the backups kept, their downloads and "Back up now".
                      { path: 'backups', element: <BackupsPage /> },
                    ],
                  },
                  {
                    element: <RequireAuth roles={ADMIN_ROLES} />,
                    children: [
                      { path: 'users', element: <UsersPage /> },
                      { path: 'users/:id', element: <UserFormPage /> },
                      { path: 'users/:id/:roles', element: <UserFormPage /> },
                    ],
                  },
                  {
                    element: <RequireTenant section="teams" roles={SPORT_ADMIN_ROLES} />,
                    children: [
                      { path: 'teams/:tenantId?', element: <TeamsPage /> },
                      { path: 'teams/:tenantId/:id', element: <TeamFormPage /> },
                    ],
                  },
                  {
                    element: <RequireTenant section="transfers" roles={SPORT_ADMIN_ROLES} />,
                    children: [
                      { path: 'transfers/:tenantId?', element: <TransfersPage /> },
                      { path: 'transfers/:tenantId/:id', element: <TransferFormPage /> },
                    ],
                  },
                  {
                    element: <RequireTenant section="currencies" roles={SPORT_ADMIN_ROLES} />,
                    children: [
                      { path: 'currencies/:tenantId?', element: <CurrenciesPage /> },
                      { path: 'currencies/:tenantId/:id', element: <CurrencyFormPage /> },
                    ],
                  },
                  {
                    element: <RequireTenant section="pdftemplate" roles={SPORT_ADMIN_ROLES} />,
                    children: [{ path: 'pdftemplate/:tenantId?', element: <PdfTemplatePage /> }],
                  },
                  {
                    // Spec 2: template/{id?} names no sport in its path; the page checks the template's.
                    element: <RequireAuth roles={SPORT_ADMIN_ROLES} />,
                    children: [{ path: 'template/:id?', element: <PdfTemplateFormPage /> }],
                  },
                  // Spec 2: no role restriction beyond the login guard (D30).
                  { path: 'mailtester', element: <MailTesterPage /> },
                  {
                    element: <RequireTenant section="clubs" roles={SPORT_ADMIN_ROLES} />,
                    children: [
                      { path: 'clubs/:tenantId?', element: <ClubsPage /> },
                      { path: 'clubs/:tenantId/:id', element: <ClubPage /> },
                      { path: 'clubs/:tenantId/:id/edit', element: <ClubFormPage /> },
                    ],
                  },
                  {
                    element: <RequireTenant section="contacts" roles={SPORT_ADMIN_ROLES} />,
                    children: [
                      { path: 'contacts/:tenantId?', element: <ContactsPage /> },
                      { path: 'contacts/:tenantId/:id', element: <ContactPage /> },
                      { path: 'contacts/:tenantId/:id/edit', element: <ContactPage /> },
                    ],
                  },
                  {
                    // D11: players/{tenant}/{id} is the info page, in the inner layout below.
                    element: <RequireTenant section="players" roles={SPORT_READER_ROLES} />,
                    children: [
                      { path: 'players/:tenantId?', element: <PlayersPage /> },
                      { path: 'players/:tenantId/new', element: <PlayerFormPage /> },
                      { path: 'players/:tenantId/:id/edit', element: <PlayerFormPage /> },
                    ],
                  },
                  {
                    element: <RequireFeature feature="news" fallback={<NotFoundPage />} />,
                    children: [
                      { path: 'news', element: <NewsPage /> },
                      {
                        element: <RequireAuth roles={ADMIN_ROLES} />,
                        children: [
                          { path: 'news/new', element: <PostFormPage /> },
                          { path: 'news/:id/edit', element: <PostFormPage /> },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <InnerLayout />,
            children: [
              {
                errorElement: <RouteErrorPage />,
                children: [
                  {
                    element: <RequireFeature feature="news" fallback={<NotFoundPage />} />,
                    children: [{ path: 'news/:id', element: <PostPage /> }],
                  },
                  {
                    element: <RequireTenant section="contact-info" roles={SPORT_ADMIN_ROLES} />,
                    children: [{ path: 'contact-info/:tenantId/:id', element: <ContactInfoPage /> }],
                  },
                  {
                    element: <RequireTenant section="players" roles={SPORT_READER_ROLES} />,
                    children: [{ path: 'players/:tenantId/:id', element: <PlayerInfoPage /> }],
                  },
                  {
                    element: <RequirementsGuard />,
                    children: [
                      {
                        element: <RequireTenant section="requirements" roles={SPORT_READER_ROLES} />,
                        children: [
                          { path: 'requirements/info/:tenantId/:id', element: <RequirementInfoPage /> },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      // Spec 2, public routes: no sign-in, no shell; the sport's name picks the layout.
      { path: 'pins/:tenantName/:name/:contactId/:playerId', element: <PublicPlayerPage /> },
      {
        element: <InnerLayout />,
        children: [
          { path: 'unauthorized', element: <UnauthorizedPage /> },
          { path: 'pagenotfound', element: <NotFoundPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
