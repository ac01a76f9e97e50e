import { economicsPricing } from '../economics/pricing.ts';
import { identityCheckOn } from '../fidelity/identity/identity-setting.ts';
import type { AppDeps } from '../app-deps.ts';
import { registerCleanupTempFiles } from './cleanup-temp-files.job.ts';
import { registerRefreshStatistics } from './refresh-statistics.job.ts';
import { registerGenerationJobs } from './generation.job.ts';
import { registerBillingJobs } from './billing.job.ts';
import { registerApiWebhookJobs } from './api-webhook.job.ts';
import { publicSiteUrl } from '../env.ts';
import { exportBlogContent } from '../services/blog/export-blog-content.ts';
import { registerSiteRebuildJobs } from './site-rebuild.job.ts';
import { registerAccountExportJobs } from './account-export.job.ts';
import { registerAccountPurge } from './account-purge.job.ts';
import { registerCatalogueExportJobs } from './catalogue-export.job.ts';
import { registerReconcilePayments } from './reconcile-payments.job.ts';
import { railsOf } from '../services/billing/payment-rails.ts';

/** Every job type of the product; `work: false` only creates queues and schedules. */
export async function registerJobs(
  deps: Pick<
    AppDeps,
    | 'queue'
    | 'database'
    | 'store'
    | 'logger'
    | 'env'
    | 'clock'
    | 'engine'
    | 'mailer'
    | 'metrics'
    | 'signer'
    | 'firebase'
  >,
  options: { work: boolean },
) {
  await registerCleanupTempFiles(
    deps.queue,
    {
      db: deps.database.db,
      store: deps.store,
      logger: deps.logger,
      clock: deps.clock,
      mailer: deps.mailer,
      siteUrl: publicSiteUrl(deps.env),
    },
    options,
  );
  await registerAccountExportJobs(
    deps.queue,
    {
      db: deps.database.db,
      store: deps.store,
      mailer: deps.mailer,
      logger: deps.logger,
      clock: deps.clock,
    },
    options,
  );
  await registerCatalogueExportJobs(
    deps.queue,
    {
      db: deps.database.db,
      store: deps.store,
      mailer: deps.mailer,
      logger: deps.logger,
      clock: deps.clock,
      signer: deps.signer,
      queue: deps.queue,
    },
    options,
  );
  await registerAccountPurge(
    deps.queue,
    {
      db: deps.database.db,
      store: deps.store,
      mailer: deps.mailer,
      logger: deps.logger,
      clock: deps.clock,
      firebase: deps.firebase,
    },
    options,
  );
  await registerRefreshStatistics(
    deps.queue,
    { database: deps.database, logger: deps.logger },
    options,
  );
  await registerGenerationJobs(
    deps.queue,
    {
      db: deps.database.db,
      store: deps.store,
      queue: deps.queue,
      clock: deps.clock,
      logger: deps.logger,
      engine: deps.engine,
      metrics: deps.metrics,
      timeoutSeconds: deps.env.GENERATION_TIMEOUT_SECONDS,
      retryDelaySeconds: deps.env.GENERATION_RETRY_DELAY_SECONDS,
      signer: deps.signer,
      fairUse: {
        defaultBudgetVnd: deps.env.FAIR_USE_MONTHLY_BUDGET_VND,
        reserveVnd: deps.env.FAIR_USE_RESERVE_VND,
      },
      pricing: economicsPricing(deps.env),
      identityCheck: identityCheckOn({
        production: deps.env.NODE_ENV === 'production',
        setting: deps.env.IDENTITY_CHECK,
      }),
    },
    options,
  );
  await registerApiWebhookJobs(
    deps.queue,
    {
      db: deps.database.db,
      clock: deps.clock,
      logger: deps.logger,
      metrics: deps.metrics,
      appSecret: deps.env.APP_SECRET,
      allowPrivate: deps.env.API_WEBHOOK_ALLOW_PRIVATE,
      retryLimit: deps.env.API_WEBHOOK_RETRY_LIMIT,
      retryDelaySeconds: deps.env.API_WEBHOOK_RETRY_DELAY_SECONDS,
    },
    options,
  );
  await registerBillingJobs(
    deps.queue,
    {
      db: deps.database.db,
      mailer: deps.mailer,
      logger: deps.logger,
      clock: deps.clock,
      siteUrl: publicSiteUrl(deps.env),
      noticeDays: deps.env.RENEWAL_NOTICE_DAYS,
    },
    options,
  );
  await registerReconcilePayments(
    deps.queue,
    {
      db: deps.database.db,
      queue: deps.queue,
      logger: deps.logger,
      clock: deps.clock,
      rails: railsOf(deps.env),
    },
    options,
  );
  await registerSiteRebuildJobs(
    deps.queue,
    {
      db: deps.database.db,
      env: deps.env,
      logger: deps.logger,
      clock: deps.clock,
      exportContent: exportBlogContent,
    },
    options,
  );
}
