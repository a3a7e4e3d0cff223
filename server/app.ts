import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { apiBasePath } from '../src/contract/paths';
import type { ServerConfig } from './config';
import { OutboxRepository } from './db/repositories/outbox';
import type { Database } from './db/schema';
import { apiCompression } from './lib/compression';
import { handleError, sendNotFound } from './lib/errorHandling';
import { Mailer, outboxTransport, smtpTransport, type MailTransport } from './lib/mailer';
import { registerOpenApi, registerOpenApiRoute } from './lib/openapi';
import { PasswordHasher } from './lib/passwords';
import { Throttle } from './lib/throttle/throttle';
import { refuseUntypeableText } from './lib/untypeableText';
import { isHostPage, registerSite, sendHostPage, type SiteDirs } from './lib/site';
import { adminRoutes } from './modules/admin/routes';
import { AdminService } from './modules/admin/service';
import { throttleRetentionMs } from './modules/auth/limits';
import { requireSession } from './modules/auth/requireSession';
import { authRoutes, sessionRoutes } from './modules/auth/routes';
import { AuthService } from './modules/auth/service';
import { countryRoutes } from './modules/country/routes';
import { examRoutes, ExamService } from './modules/exam';
import { courseRoutes, CourseService } from './modules/course';
import { CountryService } from './modules/country/service';
import { healthRoutes } from './modules/health/routes';
import { mediaRoutes } from './modules/media/routes';
import { MediaSigner } from './modules/media/signedUrl';
import { UserService } from './modules/user/service';
import { userRoutes } from './modules/user/routes';

export type AppOptions = {
  db: Kysely<Database>;
  config: ServerConfig;
  /** Mail transport; default: SMTP when config.smtpUrl is set, else the outbox table + console. */
  mailTransport?: MailTransport;
  /** Enables /training-api/internal/admin/* for the admin CLI (loopback + this secret only). */
  adminSecret?: string;
  /** Built front-end to serve; without it only the API answers. */
  site?: SiteDirs;
  /** Where logs go (tests collect them); default stdout. */
  logStream?: { write: (line: string) => void };
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Background mail delivery: tests await `mailer.flush()`; closing the app flushes it. */
    mailer: Mailer;
    services: AppServices;
  }
}

export type AppServices = { auth: AuthService; users: UserService; countries: CountryService; admin: AdminService; courses: CourseService; exams: ExamService };

export const createServices = (db: Kysely<Database>, config: ServerConfig, mailer: Mailer): AppServices => {
  const passwords = new PasswordHasher(config.passwordHashing);
  const throttle = new Throttle(config.now, throttleRetentionMs);
  return {
    auth: new AuthService({ db, passwords, throttle, mailer, now: config.now }),
    users: new UserService({ db, passwords, throttle, now: config.now }),
    countries: new CountryService(db),
    admin: new AdminService({ db, passwords, now: config.now }),
    courses: new CourseService({ db, signer: new MediaSigner(db, config.now), now: config.now }),
    exams: new ExamService({ db, now: config.now }),
  };
};

/** The training API (and, given `site`, the front-end); does not listen, so tests can inject. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const app = Fastify({
    logger: { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  refuseUntypeableText(app);

  const transport =
    options.mailTransport ??
    (config.smtpUrl ? smtpTransport(config.smtpUrl) : outboxTransport(new OutboxRepository(db), config.now, (text) => console.log(text)));
  const mailer = new Mailer(transport, config.mailFrom, (error, message) => app.log.error({ err: error, to: message.to }, 'mail delivery failed'));
  const services = createServices(db, config, mailer);
  app.decorate('mailer', mailer);
  app.decorate('services', services);
  app.decorateRequest('auth', null);
  app.addHook('onClose', () => mailer.close());

  await registerOpenApi(app);
  const hostDir = options.site?.hostDir;
  app.setNotFoundHandler((request, reply) => (hostDir && isHostPage(request) ? sendHostPage(reply, hostDir) : sendNotFound(request, reply)));

  await app.register(
    async (api) => {
      // Partner pages embed the widgets: only the configured origins may call, with the three spec headers.
      await api.register(cors, {
        origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
        allowedHeaders: ['authorization', 'country', 'lang', 'content-type'],
        exposedHeaders: ['content-disposition'],
        maxAge: 600,
      });
      await api.register(compress, apiCompression);
      await api.register(healthRoutes, { db });
      await api.register(countryRoutes, { countries: services.countries });
      await api.register(authRoutes, { auth: services.auth });
      await api.register(mediaRoutes, { db, config });
      await api.register(async (signedIn) => {
        requireSession(signedIn, services.auth);
        await signedIn.register(sessionRoutes, { auth: services.auth });
        await signedIn.register(userRoutes, { users: services.users });
        await signedIn.register(courseRoutes, { courses: services.courses });
        await signedIn.register(examRoutes, { exams: services.exams });
      });
      if (options.adminSecret) await api.register(adminRoutes, { admin: services.admin, adminSecret: options.adminSecret });
    },
    { prefix: apiBasePath },
  );
  registerOpenApiRoute(app);
  if (options.site) await registerSite(app, options.site);
  return app;
}
