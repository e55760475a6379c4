import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// DESIGN.md's arrows point one way: web never imports apps (of libs, only the pure
// libs/domain), libs never import apps,
// the api never imports the worker (nor the worker the api), and nothing of ours imports the
// local HighLevel (nor it ours).
const layering = {
  zones: [
    {
      target: './web',
      from: ['./apps', './migrations', './scripts'],
      message: 'web talks to the api over HTTP only.',
    },
    {
      target: './web',
      from: './libs',
      except: ['./domain'],
      message: 'web may share only the pure rules in libs/domain.',
    },
    {
      target: './libs',
      from: './apps',
      message: 'libs are shared by both apps and must not depend on either.',
    },
    {
      target: './apps/api',
      from: './apps/worker',
      message: 'the api hands work to the worker through the outbox.',
    },
    {
      target: './apps/worker',
      from: './apps/api',
      message: 'the worker has no HTTP layer to reuse.',
    },
    {
      // The local HighLevel plays the other side of the wire: the product reaches it only over
      // HTTP (so it works against any server that follows HighLevel's docs), and the stand-in
      // shares none of our client's assumptions.
      target: ['./apps/api', './apps/worker', './libs'],
      from: './apps/demo-highlevel',
      message: 'the product talks to HighLevel (or its stand-in) over HTTP only.',
    },
    {
      target: './apps/demo-highlevel',
      from: ['./apps/api', './apps/worker', './libs/highlevel'],
      message: "the stand-in follows HighLevel's docs, not our client.",
    },
  ],
};

// Feature boundaries in web/ (bulletproof-react's rule): a feature imports another feature's
// internals only through the paths below, each with the reason it is shared; what any feature
// may use belongs in web/src/components or web/src/lib, which import no feature. New folders
// under web/src/features get a zone automatically (nothing shared until listed here).
const FEATURES = './web/src/features';
const SHARED_BY_EVERY_FEATURE = [
  // Who is signed in: read by every screen that greets, guards or links by session.
  './session',
  // GET /api/site-config and /api/site-media: deployment addresses and hosted videos that
  // public pages, the app and the landing page all show.
  './public-site/api',
];
// What every tool of the signed-in app shares: its saved drafts (tool-data) and the plan
// gates and upgrade dialog (billing).
const APP_TOOL = ['./tool-data', './billing'];
const ALSO_ALLOWED = {
  // The public pages share the site's header and footer.
  landing: [
    './public-site',
    // The landing page's sign-up modal is auth's form (Google button, resend link, affiliate ref).
    './auth/affiliate.ts',
    './auth/api',
    './auth/components',
  ],
  'lead-forms': ['./public-site'],
  'public-site': [
    // Referral links from the marketing pages are recorded by auth's affiliate rule.
    './auth/affiliate.ts',
    // The book-a-call page embeds the call request form.
    './lead-forms/call-request-form.tsx',
  ],
  // The shell lays out the signed-in app: it renders every tool and dialog, and owns the
  // dialog router and sign-out that the account and trial-offer dialogs call back into.
  'app-shell': [
    './account',
    './ai-marketing',
    './branding',
    './dashboard',
    './onboarding-tool',
    './streamline',
    './trial-offers',
    './walkthrough',
    './tool-data',
  ],
  account: [
    './app-shell/use-app-dialogs.ts',
    './app-shell/use-sign-out.ts',
    // The weekly digest switch saves through the automations' outcome settings endpoint.
    './automations/api',
  ],
  'trial-offers': ['./app-shell/use-app-dialogs.ts'],
  'ai-marketing': APP_TOOL,
  branding: APP_TOOL,
  streamline: APP_TOOL,
  'onboarding-tool': APP_TOOL,
  // The activity dashboard's tabs include Automations, and it names each client's version; it
  // offers its view by sub-account only when the agency is connected to HighLevel.
  dashboard: [
    './automations/automations-tab.tsx',
    './onboarding-tool/api/onboarding-state.ts',
    './account/api/highlevel-connection.ts',
  ],
  // The CRM help panel is the client portal in a side panel: its api, player, texts and theme.
  'help-embed': ['./portal', './public-site/not-found-page.tsx'],
  // An unknown portal link shows the site's 404 page.
  portal: ['./public-site/not-found-page.tsx'],
  // The unsubscribe page is the client's: it speaks the portal's language, texts and colours.
  unsubscribe: [
    './portal/portal-i18n.ts',
    './portal/portal-text.ts',
    './portal/portal-theme.ts',
    './portal/use-portal-language.ts',
  ],
};
const featureBoundaries = readdirSync(FEATURES).map((feature) => ({
  target: `${FEATURES}/${feature}`,
  from: FEATURES,
  except: [
    ...new Set([`./${feature}`, ...SHARED_BY_EVERY_FEATURE, ...(ALSO_ALLOWED[feature] ?? [])]),
  ],
  message: `${feature} may use another feature only through the paths eslint.config.mjs allows (shared code goes to web/src/components or web/src/lib).`,
}));
const sharedCodeZones = ['./web/src/components', './web/src/lib'].map((target) => ({
  target,
  from: FEATURES,
  message: 'components and lib are shared by every feature and must not depend on one.',
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'dist/**', 'web/dist/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': {
        typescript: {
          project: ['tsconfig.json', 'web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        },
      },
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...layering.zones, ...featureBoundaries, ...sharedCodeZones] },
      ],
      'import-x/no-cycle': ['error', { maxDepth: 3 }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['jest.config.js', 'test/support/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
