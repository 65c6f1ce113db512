import { API_BASE } from '@transferdesk/shared';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Config, fastifyTrustProxy } from './config.ts';
import { runAsActor } from './db/audit-actor.ts';
import type { Database } from './db/client.ts';
import { createStorage, uploadsDirOf } from './lib/create-storage.ts';
import { createMailer, type Mailer } from './lib/mail.ts';
import { createRateLimiter } from './lib/rate-limits.ts';
import type { Storage } from './lib/storage.ts';
import { agreementRoutes } from './modules/agreements/routes.ts';
import { createAgreementService } from './modules/agreements/service.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createAuthService } from './modules/auth/service.ts';
import { createSingleSignOn } from './modules/auth/single-sign-on.ts';
import { createTokenSigner } from './modules/auth/tokens.ts';
import { backupJob } from './modules/backups/job.ts';
import { backupRoutes } from './modules/backups/routes.ts';
import { createBackups } from './modules/backups/setup.ts';
import { clubRoutes } from './modules/clubs/routes.ts';
import { createClubService } from './modules/clubs/service.ts';
import { companyLogoReader, configRoutes } from './modules/config/routes.ts';
import { contactRoutes } from './modules/contacts/routes.ts';
import { createContactService } from './modules/contacts/service.ts';
import { createActiveCampaignClient } from './modules/crm-sync/active-campaign.ts';
import { crmSyncRoutes } from './modules/crm-sync/routes.ts';
import { createCrmSync, crmSyncJob } from './modules/crm-sync/sync.ts';
import { currencyRoutes } from './modules/currencies/routes.ts';
import { createCurrencyService } from './modules/currencies/service.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { auditRetentionJob } from './modules/history/retention-job.ts';
import { historyRoutes } from './modules/history/routes.ts';
import { homeRoutes } from './modules/home/routes.ts';
import { createHomeService } from './modules/home/service.ts';
import { jobRoutes } from './modules/jobs/routes.ts';
import { createJobRunner, type JobRunnerOptions } from './modules/jobs/runner.ts';
import { mailTesterRoutes } from './modules/mail-tester/routes.ts';
import { createMailTesterService } from './modules/mail-tester/service.ts';
import { matchRoutes } from './modules/matches/routes.ts';
import { createMatchService } from './modules/matches/service.ts';
import { newsRoutes } from './modules/news/routes.ts';
import { createNewsService } from './modules/news/service.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { createNotificationService } from './modules/notifications/service.ts';
import { personalDataRoutes } from './modules/personal-data/routes.ts';
import { createPersonalDataService } from './modules/personal-data/service.ts';
import { pitchRoutes } from './modules/pitches/routes.ts';
import { createPitchService } from './modules/pitches/service.ts';
import { createCvPool } from './modules/player-cv/cv-pool.ts';
import { playerCvRoutes } from './modules/player-cv/routes.ts';
import { createPlayerCvService } from './modules/player-cv/service.ts';
import { createSofficeConverter } from './modules/player-cv/soffice.ts';
import { fileCleanupJob } from './modules/player-documents/file-cleanup-job.ts';
import { playerDocumentRoutes } from './modules/player-documents/routes.ts';
import { createPlayerDocumentService } from './modules/player-documents/service.ts';
import { playerRoutes } from './modules/players/routes.ts';
import { createPlayerService } from './modules/players/service.ts';
import { createLinkPreviews } from './modules/public-players/preview.ts';
import { publicPlayerRoutes } from './modules/public-players/routes.ts';
import { createPublicPlayerService } from './modules/public-players/service.ts';
import { referenceRoutes } from './modules/reference/routes.ts';
import { createCountryService, createLookupServices } from './modules/reference/service.ts';
import { remindersJob } from './modules/reminders/job.ts';
import { requirementRoutes } from './modules/requirements/routes.ts';
import { createRequirementService } from './modules/requirements/service.ts';
import { teamRoutes } from './modules/teams/routes.ts';
import { createTeamService } from './modules/teams/service.ts';
import { tenantRoutes } from './modules/tenants/routes.ts';
import { createTenantService } from './modules/tenants/service.ts';
import { transferRoutes } from './modules/transfers/routes.ts';
import { createTransferService } from './modules/transfers/service.ts';
import { userRoutes } from './modules/users/routes.ts';
import { createUserService } from './modules/users/service.ts';
import { requestActor } from './plugins/audit-actor.ts';
import auth from './plugins/auth.ts';
import compression from './plugins/compression.ts';
import errors, { frameworkErrorHandler } from './plugins/errors.ts';
import nulBytes from './plugins/nul-bytes.ts';
import openapi from './plugins/openapi.ts';
import passwordPolicy from './plugins/password-policy.ts';
import rateLimits from './plugins/rate-limits.ts';
import security, { createSecurityHeaders } from './plugins/security.ts';
import staticWeb from './plugins/static-web.ts';
import uploads from './plugins/uploads.ts';
import xsrf from './plugins/xsrf.ts';

export interface AppDependencies {
  config: Config;
  /** Opened and migrated by the caller, who also closes it. */
  database: Database;
  /** Fastify's logger option; defaults to JSON logs at LOG_LEVEL. */
  logger?: FastifyServerOptions['logger'];
  /** Defaults to the D13 mailer the config describes (SMTP_URL, or .eml files in DATA_DIR/mail). */
  mailer?: Mailer;
  /** Replaces the storage the config describes (STORAGE); uploads are then served through it. */
  storage?: Storage;
  /**
   * Issue 30: whether this process runs the background jobs (the server does unless RUN_JOBS=false;
   * tests that need them say so), and pg-boss's intervals for tests.
   */
  jobs?: { start: boolean; tuning?: JobRunnerOptions['tuning'] };
}

export async function buildApp({
  config,
  database,
  logger,
  mailer,
  storage: givenStorage,
  jobs,
}: AppDependencies): Promise<FastifyInstance> {
  const servedOverHttps = config.publicUrl.startsWith('https://');
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // D14 limits sign-ins per client address; behind a proxy that address comes from X-Forwarded-For,
    // the right-most entry not written by a proxy TRUST_PROXY names (D41).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Large enough for any JSON form; files go through multipart, which has its own limit.
    bodyLimit: 1024 * 1024,
    // A malformed or too long address is refused before routing; answer it like every other error.
    frameworkErrors: frameworkErrorHandler(createSecurityHeaders({ https: servedOverHttps })),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // D47: every write a request makes is recorded as its caller's (the audit triggers read it).
  app.addHook('onRequest', (request, _reply, done) => runAsActor(() => requestActor(request), done));

  const { db } = database;
  // Issue 25: the limits per address and per user, counted in the database (RATE_LIMITS).
  const rateLimiter = createRateLimiter(db, undefined, config.rateLimitScale);
  const tokens = createTokenSigner({ secret: config.jwtSecret, ttlSeconds: config.accessTokenTtl });
  const storage = givenStorage ?? (await createStorage(config));
  // Files on disk are served by @fastify/static (ranges, ETags); any other storage through its `read`.
  const servedFromDisk = !givenStorage && config.storage.kind === 'disk';
  const userService = createUserService({ db, storage });
  const appMailer =
    mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log });
  const authService = createAuthService({
    db,
    tokens,
    users: userService,
    mailer: appMailer,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  // Reset e-mails go out after the answer; shutting down waits for them.
  app.addHook('onClose', async () => authService.settle());

  await app.register(errors);
  await app.register(compression);
  await app.register(nulBytes);
  await app.register(passwordPolicy);
  await app.register(security, { https: servedOverHttps });
  await app.register(xsrf, { secureCookie: servedOverHttps, secret: config.jwtSecret });
  await app.register(openapi);
  await app.register(auth, { tokens, service: authService });
  await app.register(rateLimits, { limiter: rateLimiter });
  await app.register(uploads, servedFromDisk ? { uploadsDir: uploadsDirOf(config) } : { storage });

  await app.register(healthRoutes, { prefix: API_BASE, database });
  await app.register(configRoutes, { prefix: `${API_BASE}/api`, config });
  await app.register(authRoutes, {
    prefix: `${API_BASE}/api`,
    service: authService,
    secureCookie: servedOverHttps,
    singleSignOn:
      config.oidc &&
      createSingleSignOn({
        config: config.oidc,
        secret: config.jwtSecret,
        signIn: (claim, ip) => authService.loginWithVerifiedEmail(claim, ip),
      }),
  });
  await app.register(tenantRoutes, {
    prefix: `${API_BASE}/api`,
    service: createTenantService({ db, storage }),
  });
  await app.register(userRoutes, { prefix: `${API_BASE}/api`, service: userService });
  await app.register(homeRoutes, { prefix: `${API_BASE}/api`, service: createHomeService({ db }) });
  // Issue 5: the sports catalogue's lookups, teams, transfer windows and currencies (D10 scoping).
  await app.register(referenceRoutes, {
    prefix: `${API_BASE}/api`,
    countries: createCountryService({ db }),
    lookups: createLookupServices({ db }),
  });
  await app.register(teamRoutes, { prefix: `${API_BASE}/api`, service: createTeamService({ db }) });
  await app.register(transferRoutes, { prefix: `${API_BASE}/api`, service: createTransferService({ db }) });
  await app.register(currencyRoutes, { prefix: `${API_BASE}/api`, service: createCurrencyService({ db }) });
  await app.register(clubRoutes, { prefix: `${API_BASE}/api`, service: createClubService({ db, storage }) });
  await app.register(contactRoutes, {
    prefix: `${API_BASE}/api`,
    service: createContactService({ db, storage }),
  });
  // Issue 11: players (D8: contacts with is_player), their lists, videos and contracts.
  await app.register(playerRoutes, {
    prefix: `${API_BASE}/api`,
    service: createPlayerService({ db, storage }),
  });
  // Issue 12: requirements and the clubs that registered no need (D26).
  await app.register(requirementRoutes, {
    prefix: `${API_BASE}/api`,
    service: createRequirementService({ db }),
  });
  // Issue 13: matching (D27) and its stored versions (D28), sent by e-mail through the D13 mailer.
  await app.register(matchRoutes, {
    prefix: `${API_BASE}/api`,
    service: createMatchService({
      db,
      mailer: appMailer,
      publicUrl: config.publicUrl,
      companyName: config.company.name,
    }),
  });
  // D20: the CV PDF (public, D16) and the sport's Word template for it; their heavy work runs in
  // worker threads (issue 25), which close with the app.
  const cvPool = createCvPool();
  app.addHook('onClose', async () => cvPool.close());
  await app.register(playerCvRoutes, {
    prefix: `${API_BASE}/api`,
    service: createPlayerCvService({
      db,
      storage,
      company: config.company,
      companyLogo: companyLogoReader(config),
      converter: createSofficeConverter(),
      pool: cvPool,
      log: app.log,
    }),
  });
  // Issue 14: the public player page (D29), its clicks (D15) and who clicked on whom (D16).
  await app.register(publicPlayerRoutes, {
    prefix: `${API_BASE}/api`,
    service: createPublicPlayerService({ db, rateLimiter }),
  });
  // Issue 29: each user's notification centre (a club's answer to a pitch).
  await app.register(notificationRoutes, {
    prefix: `${API_BASE}/api`,
    service: createNotificationService({ db }),
  });
  // Issue 29 (D44): pitches, the pipeline of players sent to club contacts, and the club's answer.
  await app.register(pitchRoutes, {
    prefix: `${API_BASE}/api`,
    service: createPitchService({
      db,
      mailer: appMailer,
      publicUrl: config.publicUrl,
      companyName: config.company.name,
      rateLimiter,
      log: app.log,
    }),
  });
  // Issue 30 (D45): agreements under the sport's rule pack, and the players' files and documents.
  await app.register(agreementRoutes, { prefix: `${API_BASE}/api`, service: createAgreementService({ db }) });
  // D47: the History tabs and the audit page.
  await app.register(historyRoutes, { prefix: `${API_BASE}/api`, db });
  await app.register(playerDocumentRoutes, {
    prefix: `${API_BASE}/api`,
    service: createPlayerDocumentService({ db, storage }),
  });
  // D48: a person's data on request: the ZIP of everything held about him, and his erasure.
  await app.register(personalDataRoutes, {
    prefix: `${API_BASE}/api`,
    service: createPersonalDataService({
      db,
      storage,
      mailer: appMailer,
      companyName: config.company.name,
      log: app.log,
    }),
  });
  // D30: the mail tester sends through the same mailer as everything else.
  await app.register(mailTesterRoutes, {
    prefix: `${API_BASE}/api`,
    service: createMailTesterService({ db, mailer: appMailer, publicUrl: config.publicUrl }),
  });
  // D32: the CRM sync belongs to the `sport` feature (spec 1, Sync item); shutdown waits for a running one.
  const crmSync = config.features.includes('sport')
    ? createCrmSync({
        db,
        client: config.activeCampaign && createActiveCampaignClient(config.activeCampaign),
        log: app.log,
      })
    : undefined;
  if (crmSync) {
    app.addHook('onClose', async () => crmSync.settle());
    await app.register(crmSyncRoutes, { prefix: `${API_BASE}/api`, sync: crmSync });
  }
  // D23: without the `news` feature the posts endpoints do not exist (404), not merely refuse.
  if (config.features.includes('news')) {
    await app.register(newsRoutes, { prefix: `${API_BASE}/api`, service: createNewsService({ db }) });
  }

  // D49: backups while the server runs, nightly and on demand; shutting down waits for one being made.
  const backups = await createBackups(config, database);
  app.addHook('onClose', async () => {
    await backups.service.settle();
    backups.close();
  });

  // Issue 30 (ADR 008): background work on one durable runner; schedules follow the server's zone (TZ).
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const jobRunner = createJobRunner({
    database,
    timeZone,
    log: app.log,
    ...(jobs?.tuning ? { tuning: jobs.tuning } : {}),
    definitions: [
      remindersJob({
        db,
        mailer: appMailer,
        publicUrl: config.publicUrl,
        companyName: config.company.name,
        timeZone,
        log: app.log,
      }),
      fileCleanupJob({ db, storage }),
      backupJob(backups.service),
      auditRetentionJob({ db }),
      ...(crmSync ? [crmSyncJob(crmSync)] : []),
    ],
  });
  await app.register(jobRoutes, { prefix: `${API_BASE}/api`, runner: jobRunner });
  await app.register(backupRoutes, { prefix: `${API_BASE}/api`, service: backups.service });
  if (jobs?.start) {
    await jobRunner.start();
    app.addHook('onClose', async () => jobRunner.stop());
    crmSync?.useRunner((syncId, startedBy) => jobRunner.runNow('crm-sync', undefined, startedBy, { syncId }));
  }

  // D29: `/pins/...` answers index.html with the player's title and Open Graph tags.
  await app.register(staticWeb, {
    webDist: config.webDist,
    previewFor: createLinkPreviews({ db, publicUrl: config.publicUrl, limiter: rateLimiter }),
  });
  return app;
}
