// Configuration from the environment, validated at start-up (Joi through @nestjs/config).
import * as Joi from 'joi';

export interface AppConfig {
  readonly PORT: number;
  readonly HOST: string;
  /** Unset: the embedded PostgreSQL (PGlite) under DATA_DIR serves the app. */
  readonly DATABASE_URL?: string;
  readonly DATA_DIR: string;
  readonly DB_POOL_SIZE: number;
  readonly LOG_LEVEL: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  readonly LOG_REQUESTS: boolean;
  /** Requests per minute per client address; 0 turns rate limiting off. */
  readonly RATE_LIMIT_PER_MINUTE: number;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (for rate limiting and logs). */
  readonly TRUST_PROXY: boolean;
  /** How long an Idempotency-Key's first answer is kept. */
  readonly IDEMPOTENCY_TTL_HOURS: number;
  /** Processes serving the port (PostgreSQL server only). */
  readonly WORKERS: number;
  /** Comma-separated browser origins allowed by CORS, or `*`. */
  readonly CORS_ORIGINS: string;
  /** On SIGTERM, how long requests already accepted may run before the process exits anyway. */
  readonly SHUTDOWN_TIMEOUT_MS: number;
  /** On SIGTERM, how long the service keeps accepting (Connection: close, health 503) before it closes the listener. */
  readonly SHUTDOWN_GRACE_MS: number;
}

export const configValidationSchema = Joi.object<AppConfig>({
  PORT: Joi.number().port().default(3000),
  HOST: Joi.string().default('0.0.0.0'),
  DATABASE_URL: Joi.string().uri({ scheme: ['postgres', 'postgresql'] }).optional(),
  DATA_DIR: Joi.string().default('./.data'),
  DB_POOL_SIZE: Joi.number().integer().min(1).max(200).default(10),
  LOG_LEVEL: Joi.string().valid('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent').default('info'),
  LOG_REQUESTS: Joi.boolean().default(false),
  RATE_LIMIT_PER_MINUTE: Joi.number().integer().min(0).default(1200),
  TRUST_PROXY: Joi.boolean().default(false),
  IDEMPOTENCY_TTL_HOURS: Joi.number().integer().min(1).max(24 * 30).default(24),
  WORKERS: Joi.number().integer().min(1).max(64).default(1),
  CORS_ORIGINS: Joi.string().default('*'),
  SHUTDOWN_TIMEOUT_MS: Joi.number().integer().min(0).max(600000).default(10000),
  SHUTDOWN_GRACE_MS: Joi.number().integer().min(0).max(600000).default(1000),
});
