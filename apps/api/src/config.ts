import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { ENVIRONMENT_FEATURES, type EnvironmentFeature } from '@transferdesk/shared';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** Unset: the embedded PGlite database in `dataDir/db`. */
  databaseUrl: string | undefined;
  /** PostgreSQL connections this process may hold at once (issue 17: processes x this <= max_connections). */
  databasePoolSize: number;
  jwtSecret: string;
  /** Access-token lifetime in seconds (D3). */
  accessTokenTtl: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  seedDemo: boolean;
  /**
   * Issue 30: whether this process works the background jobs (RUN_JOBS, on by default). Any number
   * of API processes may; each job still runs once.
   */
  runJobs: boolean;
  demoPassword: string;
  features: EnvironmentFeature[];
  logLevel: LogLevel;
  /**
   * Fastify's trustProxy (D41): the number of proxies in front of the API, or a comma list of their
   * addresses and CIDRs; false: none. The client is then the right-most X-Forwarded-For address
   * not trusted. Behind a reverse proxy it must be set, or every sign-in seems to come from the
   * proxy and shares one D14 address limit. Never `true`: see `trustProxy` below.
   */
  trustProxy: false | number | string;
  /**
   * Issue 25: every allowance of the limits in lib/rate-limits.ts multiplied by this (1: as
   * written). For load tests and benchmarks that make one user do the work of many; never in
   * production.
   */
  rateLimitScale: number;
  /** The built web app served at `/`. */
  webDist: string;
  /** The agency as the public player pages and CV PDFs show it (issue 14). */
  company: CompanyConfig;
  /** D32: the ActiveCampaign account of the CRM sync; unset without both variables. */
  activeCampaign: { url: string; apiKey: string } | undefined;
  /** D31: single sign-on through an OpenID Connect provider; unset without `OIDC_ISSUER`. */
  oidc: OidcConfig | undefined;
  /** Where uploads live (issue 17): `DATA_DIR/uploads`, or an S3 bucket that several servers share. */
  storage: StorageConfig;
}

export type StorageConfig = { kind: 'disk' } | S3StorageConfig;

export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  region: string;
  /** Unset: AWS itself; set for MinIO, Ceph, R2 and other S3-compatible servers. */
  endpoint: string | undefined;
  /** Both or neither; neither: the AWS SDK's default credential chain. */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  /** Unset: a public client, PKCE alone proves the code is ours. */
  clientSecret: string | undefined;
  scope: string;
  /** `PUBLIC_URL/office365auth`, the page the provider sends the browser back to (spec 1). */
  redirectUri: string;
}

export interface CompanyConfig {
  name: string;
  /** One or more lines; newlines are kept. */
  address: string;
  website: string;
  /** A PNG, JPEG or SVG file for the pages' and PDFs' header; unset: the product's own mark. */
  logoFile: string | undefined;
}

/** The api package root: one level above both `src/` (tsx, tests) and `dist/` (the bundle). */
const packageRoot = path.resolve(import.meta.dirname, '..');

const flag = z
  .enum(['true', 'false', '1', '0'], { message: 'Use true, false, 1 or 0' })
  .transform((value) => value === 'true' || value === '1');

const TRUST_EVERYONE =
  'would let every client choose its own address; set the number of proxies in front of the API ' +
  '(TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.1,10.0.0.0/8)';
const TRUST_PROXY_FORMS =
  'Use the number of proxies in front of the API (TRUST_PROXY=1) or a comma list of their addresses ' +
  'or CIDRs (TRUST_PROXY=10.0.0.1,10.0.0.0/8)';
/** proxy-addr's names for address ranges, which Fastify's list form accepts too. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, `address/prefix` or a range name, as Fastify's list form takes them; undefined otherwise. */
function proxyEntry(entry: string): { wholeInternet: boolean } | undefined {
  if (RANGE_NAMES.has(entry)) return { wholeInternet: false };
  const [address = '', prefix, ...more] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || more.length > 0) return undefined;
  if (prefix === undefined) return { wholeInternet: false };
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
  if (!(bits <= (version === 4 ? 32 : 128))) return undefined;
  return { wholeInternet: bits === 0 };
}

/**
 * D41: the number of proxies in front of the API, or a comma list of their addresses and CIDRs
 * (two of Fastify's trustProxy forms); unset, `false` or `0` trusts no proxy. Trusting every
 * address (`true`, `*`, a /0 range) is refused: every client could then choose its own address
 * with X-Forwarded-For and walk past the limits counted per address.
 */
const trustProxy = z.string().transform((value, ctx): false | number | string => {
  const trimmed = value.trim();
  if (trimmed === 'false' || trimmed === '0') return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  if (/^(true|\*)$/i.test(trimmed)) {
    ctx.addIssue({ code: 'custom', message: `${trimmed} ${TRUST_EVERYONE}` });
    return z.NEVER;
  }
  const entries = trimmed.split(',').map((entry) => entry.trim());
  const checked = entries.map(proxyEntry);
  if (checked.some((entry) => entry === undefined)) {
    ctx.addIssue({ code: 'custom', message: TRUST_PROXY_FORMS });
    return z.NEVER;
  }
  const everyone = entries.find((_, index) => checked[index]?.wholeInternet);
  if (everyone !== undefined) {
    ctx.addIssue({ code: 'custom', message: `${everyone} ${TRUST_EVERYONE}` });
    return z.NEVER;
  }
  return entries.join(',');
});

const featureList = z.string().transform((value, ctx) => {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(ENVIRONMENT_FEATURES as readonly string[]).includes(name));
  if (unknown.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `Unknown feature ${unknown.join(', ')}; known: ${ENVIRONMENT_FEATURES.join(', ')}`,
    });
    return z.NEVER;
  }
  return [...new Set(names)] as EnvironmentFeature[];
});

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'Use a postgres:// connection string' })
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  JWT_SECRET: z.string().min(32, { message: 'Use at least 32 characters' }).optional(),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(10).default(900),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Transferdesk <no-reply@localhost>'),
  PUBLIC_URL: z.url().optional(),
  SEED_DEMO: flag.optional(),
  RUN_JOBS: flag.default(true),
  DEMO_PASSWORD: z.string().min(1).default('demo-password'),
  FEATURES: featureList.default(['sport', 'news', 'offlineChanges']),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  TRUST_PROXY: trustProxy.optional(),
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1_000_000).default(1),
  WEB_DIST: z.string().optional(),
  COMPANY_NAME: z.string().default('Transferdesk Sports Agency'),
  COMPANY_ADDRESS: z.string().default('Vesterbrogade 149, 1620 Copenhagen V, Denmark'),
  COMPANY_WEBSITE: z.string().default('https://transferdesk.example'),
  ACTIVECAMPAIGN_URL: z.url({ message: 'Use the API URL of the ActiveCampaign account' }).optional(),
  ACTIVECAMPAIGN_API_KEY: z.string().optional(),
  OIDC_ISSUER: z.url({ message: 'Use the issuer URL of the OpenID Connect provider' }).optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_SCOPE: z.string().default('openid profile email'),
  STORAGE: z.enum(['disk', 's3'], { message: 'Use disk or s3' }).default('disk'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url({ message: 'Use the URL of the S3-compatible server' }).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
  COMPANY_LOGO: z
    .string()
    .regex(/\.(png|jpe?g|svg)$/i, { message: 'Use a .png, .jpg or .svg file' })
    .optional(),
});

export class ConfigError extends Error {}

/**
 * Config.trustProxy as Fastify's option. Fastify 5 takes a bare number as "trust nothing" (it
 * cannot tell a proxy from a client that reaches the API directly), so D41's number of proxies
 * becomes the function it stands for: the first `hops` addresses from the socket inwards are
 * proxies, and the next one is the client. The addresses of the proxies are the safer form.
 */
export function fastifyTrustProxy(
  trustProxy: Config['trustProxy'],
): false | string | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address, hop) => hop < trustProxy;
}

/**
 * Reads the environment into one typed Config. Empty variables count as unset (a `.env` line
 * `SMTP_URL=` means "no SMTP"), except FEATURES, where an empty list switches every flag off.
 * Without JWT_SECRET a secret is generated once and kept in DATA_DIR so tokens survive restarts.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => value !== undefined && (value !== '' || key === 'FEATURES')),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const vars = parsed.data;
  if (vars.OIDC_ISSUER && !vars.OIDC_CLIENT_ID) {
    throw new ConfigError('Invalid environment:\n  OIDC_CLIENT_ID: Required with OIDC_ISSUER');
  }
  if (vars.STORAGE === 's3' && !vars.S3_BUCKET) {
    throw new ConfigError('Invalid environment:\n  S3_BUCKET: Required with STORAGE=s3');
  }
  // One key without the other would silently fall back to the default chain: say so instead.
  if (vars.STORAGE === 's3' && Boolean(vars.S3_ACCESS_KEY_ID) !== Boolean(vars.S3_SECRET_ACCESS_KEY)) {
    const missing = vars.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    const given = vars.S3_ACCESS_KEY_ID ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
    throw new ConfigError(`Invalid environment:\n  ${missing}: Required with ${given}`);
  }
  const production = vars.NODE_ENV === 'production';
  const dataDir = path.resolve(process.cwd(), vars.DATA_DIR);
  const publicUrl = (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, '');
  return {
    production,
    port: vars.PORT,
    host: vars.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    databasePoolSize: vars.DATABASE_POOL_SIZE,
    jwtSecret: vars.JWT_SECRET ?? persistentSecret(dataDir),
    accessTokenTtl: vars.ACCESS_TOKEN_TTL,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    publicUrl,
    seedDemo: vars.SEED_DEMO ?? vars.DATABASE_URL === undefined,
    runJobs: vars.RUN_JOBS,
    demoPassword: vars.DEMO_PASSWORD,
    features: vars.FEATURES,
    logLevel: vars.LOG_LEVEL,
    trustProxy: vars.TRUST_PROXY ?? false,
    rateLimitScale: vars.RATE_LIMIT_SCALE,
    webDist: vars.WEB_DIST
      ? path.resolve(process.cwd(), vars.WEB_DIST)
      : path.resolve(packageRoot, '../web/dist'),
    company: {
      name: vars.COMPANY_NAME,
      address: vars.COMPANY_ADDRESS.replaceAll('\\n', '\n'),
      website: vars.COMPANY_WEBSITE,
      logoFile: vars.COMPANY_LOGO ? path.resolve(process.cwd(), vars.COMPANY_LOGO) : undefined,
    },
    activeCampaign:
      vars.ACTIVECAMPAIGN_URL && vars.ACTIVECAMPAIGN_API_KEY
        ? { url: vars.ACTIVECAMPAIGN_URL.replace(/\/+$/, ''), apiKey: vars.ACTIVECAMPAIGN_API_KEY }
        : undefined,
    oidc:
      vars.OIDC_ISSUER && vars.OIDC_CLIENT_ID
        ? {
            issuer: vars.OIDC_ISSUER,
            clientId: vars.OIDC_CLIENT_ID,
            clientSecret: vars.OIDC_CLIENT_SECRET,
            scope: vars.OIDC_SCOPE,
            redirectUri: `${publicUrl}/office365auth`,
          }
        : undefined,
    storage:
      vars.STORAGE === 's3' && vars.S3_BUCKET
        ? {
            kind: 's3',
            bucket: vars.S3_BUCKET,
            region: vars.S3_REGION,
            endpoint: vars.S3_ENDPOINT,
            accessKeyId: vars.S3_ACCESS_KEY_ID,
            secretAccessKey: vars.S3_SECRET_ACCESS_KEY,
            forcePathStyle: vars.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'disk' },
  };
}

function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' fails when the file exists, so two processes starting together keep one secret.
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) {
    throw new ConfigError(
      `${file} holds no usable secret; delete it to generate a new one, or set JWT_SECRET`,
    );
  }
  return secret;
}
