/** Import rules of ARCHITECTURE.md ("Imports flow one way"), checked by `npm run lint` and `npm test`. */
module.exports = {
  forbidden: [
    {
      name: 'shared-is-pure',
      comment: 'packages/shared holds schemas and pure rules: no app code, no I/O frameworks.',
      severity: 'error',
      from: { path: '^packages/shared' },
      to: { path: ['^apps/', 'node_modules/(fastify|react|drizzle-orm|pg|@electric-sql)'] },
    },
    {
      name: 'api-and-web-are-separate',
      severity: 'error',
      from: { path: '^apps/api' },
      to: { path: '^apps/web' },
    },
    {
      name: 'web-and-api-are-separate',
      severity: 'error',
      from: { path: '^apps/web' },
      to: { path: '^apps/api' },
    },
    {
      name: 'web-lib-and-components-below-features',
      comment: 'lib and components <- features <- app',
      severity: 'error',
      from: { path: '^apps/web/src/(lib|components)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-lib-below-components',
      comment: 'lib holds no UI: components build on lib, never the other way (issue 27)',
      severity: 'error',
      from: { path: '^apps/web/src/lib/' },
      to: { path: '^apps/web/src/components/' },
    },
    {
      name: 'web-features-below-app',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-no-cross-feature-imports',
      comment:
        "what two features share moves to components/, lib/ or packages/shared; one feature's UI inside another's is slotted in by app/ (routes.tsx, composition/, shell/)",
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'api-services-hold-no-http',
      severity: 'error',
      from: { path: '^apps/api/src/modules/[^/]+/service\\.ts$' },
      to: {
        path: ['node_modules/fastify', '^apps/api/src/modules/[^/]+/routes\\.ts$', '^apps/api/src/plugins/'],
      },
    },
    {
      name: 'api-db-and-lib-below-modules',
      severity: 'error',
      from: { path: '^apps/api/src/(db|lib|demo)/' },
      to: { path: '^apps/api/src/(modules|plugins)/' },
    },
    {
      name: 'api-no-cross-module-routes',
      comment: "a module may use another module's service, never its routes",
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: { path: '^apps/api/src/modules/[^/]+/routes\\.ts$', pathNot: '^apps/api/src/modules/$1/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist\\.(next|old)-\\d+|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
