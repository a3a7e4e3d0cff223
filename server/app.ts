import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { materialSessionHeader } from '../src/contract/materials';
import { apiBasePath } from '../src/contract/paths';
import type { ServerConfig } from './config';
import { apiCompression } from './lib/compression';
import type { Db } from './db/transaction';
import { refuseForeignCharset } from './lib/bodyCharset';
import { handleError, sendNotFound } from './lib/errorHandling';
import { Mailer, outboxTransport, smtpTransport, type MailTransport } from './lib/mailer';
import { registerOpenApi, registerOpenApiRoute } from './lib/openapi';
import { OutboxRepository } from './lib/outboxRepository';
import { PasswordHasher } from './lib/passwords';
import { dataPaths } from './lib/dataDir';
import { registerSecurityHeaders } from './lib/securityHeaders';
import { responseSerializerCompiler } from './lib/responseSerializer';
import { requestValidatorCompiler } from './lib/requestValidation';
import { createHostPages } from './lib/hostPage';
import { createPageAnswers } from './lib/pageAnswers';
import { isHostPage, registerSite, type SiteDirs } from './lib/site';
import { createFileStorage } from './lib/fileStorage';
import { Throttle } from './lib/throttle/throttle';
import { refuseUntypeableText } from './lib/untypeableText';
import { accountAdminRoutes, AccountService } from './modules/accounts';
import { adminRoutes, AdminService } from './modules/admin';
import { auditAdminRoutes, AuditService } from './modules/audit';
import { authRoutes, AuthService, requireAdmin, requireSession, sessionRoutes } from './modules/auth';
import {
  certificateAdminRoutes,
  certificatePublicRoutes,
  CertificateReminderJob,
  certificateRoutes,
  CertificateService,
  CredentialSigner,
  expiringWithinDays,
  partnerCertificateTitle,
} from './modules/certificate';
import { countryRoutes, CountryService } from './modules/country';
import { courseAdminRoutes, CourseEditorService, CourseRepository, courseRoutes, CourseService, lessonVideoMaxBytes } from './modules/course';
import { documentAdminRoutes, DocumentAdminService, documentFileRoutes, documentRoutes, DocumentService } from './modules/document';
import { maxDocumentBytes } from '../src/contract/documentAdmin';
import { examRoutes, ExamService } from './modules/exam';
import { galleryFileRoutes, galleryRoutes, GalleryService } from './modules/gallery';
import { faqAdminRoutes, FaqAdminService, faqRoutes, FaqService } from './modules/faq';
import { healthRoutes, HealthService } from './modules/health';
import { MaterialAdminService, materialAdminRoutes, materialRoutes, MaterialsService } from './modules/materials';
import { homeRoutes, HomeService, portalRoutes } from './modules/home';
import { noticeAdminRoutes, noticeRoutes, NoticeService } from './modules/notice';
import { groupNotificationAdminRoutes, GroupNotificationService, notificationRoutes, NotificationService } from './modules/notification';
import { webinarAdminRoutes, webinarPublicRoutes, webinarRoutes, WebinarService, WebinarTomorrowJob } from './modules/webinar';
import { mediaRoutes, MediaService, MediaSigner } from './modules/media';
import { supportRoutes, SupportService } from './modules/support';
import { InstructorAdminService, instructorAdminRoutes, questionnaireAdminRoutes, questionnairePublicRoutes, questionnaireRoutes, QuestionnaireService } from './modules/questionnaire';
import { companyRoutes, partnerAdminRoutes, partnerPublicRoutes, PartnerService } from './modules/partner';
import { reportAdminRoutes, ReportService } from './modules/report';
import { userRoutes, UserService } from './modules/user';
import { MetricsService, registerMetrics } from './modules/metrics';
import { AccessLog, batchedStdout } from './lib/accessLog';

export type AppOptions = {
  db: Db;
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

export type AppServices = {
  auth: AuthService;
  users: UserService;
  countries: CountryService;
  admin: AdminService;
  health: HealthService;
  media: MediaService;
  courses: CourseService;
  courseEditor: CourseEditorService;
  exams: ExamService;
  certificates: CertificateService;
  /** The digital materials package: terms, agreements, the table, downloads, uploads. */
  materials: MaterialsService;
  /** The console's materials section: file corrections and deletions, terms versions. */
  materialAdmin: MaterialAdminService;
  documents: DocumentService;
  documentAdmin: DocumentAdminService;
  gallery: GalleryService;
  faq: FaqService;
  faqAdmin: FaqAdminService;
  support: SupportService;
  questionnaires: QuestionnaireService;
  instructors: InstructorAdminService;
  /** Partner applications, approvals, companies and their technicians (issue 13). */
  partners: PartnerService;
  /** Admin console: users and companies (issue 13). */
  accounts: AccountService;
  /** Admin console: the audit log (issue 13). */
  audit: AuditService;
  /** Validity reminder mails, claimed in the database (started when the app is ready). */
  certificateReminders: CertificateReminderJob;
  /** Signs Open Badges credentials (Ed25519 key in app_state). */
  credentialSigner: CredentialSigner;
  /** Signs lesson video URLs (course hands them out, media checks them). */
  mediaSigner: MediaSigner;
  metrics: MetricsService;
  /** Also the `Notifier` the exam service and the certificate reminders report learning events to. */
  notifications: NotificationService;
  groupNotifications: GroupNotificationService;
  notices: NoticeService;
  webinars: WebinarService;
  /** "Webinar tomorrow" notifications, claimed in the database (started when the app is ready). */
  webinarReminders: WebinarTomorrowJob;
  home: HomeService;
  /** The admin console's reports and their CSV exports (issue 13). */
  reports: ReportService;
};

/**
 * The one place services are built and wired: route plugins receive them through their options.
 * Services hold the root handle `db` and build repositories per call (from `db`, or from the `tx`
 * of their own `inTransaction`).
 */
export const createServices = (db: Db, config: ServerConfig, mailer: Mailer, onError: (error: unknown) => void = () => undefined): AppServices => {
  const passwords = new PasswordHasher(config.passwordHashing);
  const throttle = new Throttle(config.now);
  const files = createFileStorage(config);
  const signer = new MediaSigner(db, config.now);
  const credentialSigner = new CredentialSigner(db, config.now);
  const notifications = new NotificationService({ db, mailer, now: config.now, publicUrl: config.publicUrl });
  const courses = new CourseService({ db, signer, now: config.now });
  const certificates = new CertificateService({ db, throttle, now: config.now, publicUrl: config.publicUrl, credentials: credentialSigner, notifier: notifications });
  const webinars = new WebinarService({ db, now: config.now, publicUrl: config.publicUrl });
  return {
    notifications,
    groupNotifications: new GroupNotificationService({ db, now: config.now, notifications }),
    notices: new NoticeService({ db, now: config.now, notifications }),
    webinars,
    webinarReminders: new WebinarTomorrowJob({ db, now: config.now, notifications, onError }),
    home: new HomeService({ db, courses, certificates, webinars }),
    auth: new AuthService({ db, passwords, throttle, mailer, now: config.now }),
    users: new UserService({ db, passwords, throttle, now: config.now }),
    countries: new CountryService({ db }),
    admin: new AdminService({ db, passwords, now: config.now }),
    health: new HealthService({ db }),
    media: new MediaService({
      signer,
      files,
      findVideoKey: async (lessonId) => (await new CourseRepository(db).findLesson(lessonId))?.video_key,
      findCaption: (lessonId, language) => new CourseRepository(db).findCaption(lessonId, language),
    }),
    materials: new MaterialsService({ db, files, throttle, now: config.now, maxUploadBytes: config.materialsMaxUploadBytes }),
    materialAdmin: new MaterialAdminService({ db, files, now: config.now }),
    documents: new DocumentService({ db, files, signer }),
    documentAdmin: new DocumentAdminService({ db, files, now: config.now, maxBytes: maxDocumentBytes }),
    gallery: new GalleryService({ db, files, signer }),
    courses,
    courseEditor: new CourseEditorService({ db, files, now: config.now, maxVideoBytes: lessonVideoMaxBytes }),
    exams: new ExamService({ db, now: config.now, randomBelow: config.randomBelow, notifier: notifications }),
    certificates,
    faq: new FaqService({ db }),
    faqAdmin: new FaqAdminService({ db, now: config.now }),
    support: new SupportService({ db, throttle, mailer, now: config.now, desk: { email: config.supportEmail, phone: config.supportPhone } }),
    questionnaires: new QuestionnaireService({ db, now: config.now, publicUrl: config.publicUrl, throttle }),
    instructors: new InstructorAdminService({ db, now: config.now, publicUrl: config.publicUrl }),
    partners: new PartnerService({
      db,
      passwords,
      throttle,
      mailer,
      now: config.now,
      publicUrl: config.publicUrl,
      members: {
        courses: (user, lang) => courses.list(user, {}, lang),
        certificates: (userId, lang) => certificates.list(userId, lang),
        certificateFile: (certificateId) => certificates.file(certificateId),
      },
    }),
    reports: new ReportService({ db, now: config.now, expiringWithinDays, partnerTitle: partnerCertificateTitle }),
    accounts: new AccountService({
      db,
      passwords,
      mailer,
      now: config.now,
      publicUrl: config.publicUrl,
      progress: {
        courses: (user, lang) => courses.list(user, {}, lang),
        certificates: (userId, lang) => certificates.list(userId, lang),
      },
    }),
    audit: new AuditService({ db }),
    credentialSigner,
    certificateReminders: new CertificateReminderJob({ db, mailer, now: config.now, publicUrl: config.publicUrl, onError, notifier: notifications }),
    mediaSigner: signer,
    metrics: new MetricsService(),
  };
};

/** The training API (and, given `site`, the front-end); does not listen, so tests can inject. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const stdout = options.logStream ? undefined : batchedStdout();
  const app = Fastify({
    logger: { level: config.logLevel, stream: options.logStream ?? stdout?.stream },
    logController: new AccessLog(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Router errors (a path parameter over 100 characters, a malformed URL) answer the envelope too.
    frameworkErrors: handleError,
  });
  app.setValidatorCompiler(requestValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.setErrorHandler(handleError);
  refuseUntypeableText(app);
  refuseForeignCharset(app);

  const transport =
    options.mailTransport ??
    (config.smtpUrl ? smtpTransport(config.smtpUrl) : outboxTransport(new OutboxRepository(db), config.now, (text) => console.log(text)));
  const mailer = new Mailer(transport, config.mailFrom, (error, message) => app.log.error({ err: error, to: message.to }, 'mail delivery failed'));
  const services = createServices(db, config, mailer, (error) => app.log.error({ err: error }, 'background reminders failed'));
  // Loaded now so that signing never reaches the root database from inside a transaction; a database
  // that is down at start is not fatal here (health reports it), the key then loads on first use.
  await services.mediaSigner.ready().catch((error: unknown) => app.log.warn({ err: error }, 'media signing key not loaded at start'));
  await services.credentialSigner.ready().catch((error: unknown) => app.log.warn({ err: error }, 'credential signing key not loaded at start'));
  app.decorate('mailer', mailer);
  app.decorate('services', services);
  app.decorateRequest('auth', null);
  if (config.certificateReminderIntervalMs > 0) app.addHook('onReady', async () => services.certificateReminders.start(config.certificateReminderIntervalMs));
  if (config.webinarReminderIntervalMs > 0) app.addHook('onReady', async () => services.webinarReminders.start(config.webinarReminderIntervalMs));
  // One hook, in this order: a reminder pass under way finishes its mails before the mailer closes.
  app.addHook('onClose', async () => {
    await services.certificateReminders.stop();
    await services.webinarReminders.stop();
    await mailer.close();
    // Last: what the closing steps logged is written too.
    stdout?.close();
  });

  await registerSecurityHeaders(app);
  await registerOpenApi(app);
  // After the OpenAPI plugin, which documents only the routes registered after it.
  registerMetrics(app, services.metrics, config.metricsToken);
  const hostDir = options.site?.hostDir;
  const sendHostPage = hostDir ? createHostPages(hostDir, createPageAnswers(app, (token, run) => services.auth.withSessionHeld(token, run))) : undefined;
  app.setNotFoundHandler((request, reply) => (sendHostPage && isHostPage(request) ? sendHostPage(request, reply) : sendNotFound(request, reply)));

  await app.register(
    async (api) => {
      // Partner pages embed the widgets: only the configured origins may call, with the three spec headers.
      // With none configured the plugin would still run on every call (its options copied, its hook chain) to grant nothing.
      if (config.corsOrigins.length > 0) {
        await api.register(cors, {
          origin: config.corsOrigins,
          allowedHeaders: ['authorization', 'country', 'lang', 'content-type', materialSessionHeader],
          exposedHeaders: ['content-disposition'],
          maxAge: 600,
        });
      }
      await api.register(compress, apiCompression);
      await api.register(healthRoutes, { health: services.health });
      await api.register(countryRoutes, { countries: services.countries });
      await api.register(authRoutes, { auth: services.auth });
      await api.register(mediaRoutes, { media: services.media });
      await api.register(documentFileRoutes, { documents: services.documents });
      await api.register(galleryFileRoutes, { gallery: services.gallery });
      await api.register(certificatePublicRoutes, { certificates: services.certificates, auth: services.auth });
      await api.register(materialRoutes, { materials: services.materials, auth: services.auth, now: config.now });
      await api.register(portalRoutes, { home: services.home });
      await api.register(faqRoutes, { faq: services.faq });
      await api.register(supportRoutes, { support: services.support, auth: services.auth });
      await api.register(questionnairePublicRoutes, { questionnaires: services.questionnaires });
      await api.register(partnerPublicRoutes, { partners: services.partners });
      await api.register(webinarPublicRoutes, { webinars: services.webinars });
      await api.register(async (signedIn) => {
        requireSession(signedIn, services.auth);
        await signedIn.register(sessionRoutes, { auth: services.auth });
        await signedIn.register(userRoutes, { users: services.users });
        await signedIn.register(courseRoutes, { courses: services.courses });
        await signedIn.register(examRoutes, { exams: services.exams, auth: services.auth });
        await signedIn.register(certificateRoutes, { certificates: services.certificates });
        await signedIn.register(documentRoutes, { documents: services.documents });
        await signedIn.register(galleryRoutes, { gallery: services.gallery });
        await signedIn.register(notificationRoutes, { notifications: services.notifications });
        await signedIn.register(noticeRoutes, { notices: services.notices });
        await signedIn.register(webinarRoutes, { webinars: services.webinars });
        await signedIn.register(homeRoutes, { home: services.home });
        await signedIn.register(questionnaireRoutes, { questionnaires: services.questionnaires });
        await signedIn.register(companyRoutes, { partners: services.partners });
        await signedIn.register(async (admins) => {
          requireAdmin(admins);
          await admins.register(certificateAdminRoutes, { certificates: services.certificates });
          await admins.register(materialAdminRoutes, { materials: services.materials, materialAdmin: services.materialAdmin, maxUploadBytes: config.materialsMaxUploadBytes });
          await admins.register(noticeAdminRoutes, { notices: services.notices });
          await admins.register(webinarAdminRoutes, { webinars: services.webinars });
          await admins.register(groupNotificationAdminRoutes, { groupNotifications: services.groupNotifications });
          await admins.register(faqAdminRoutes, { faqAdmin: services.faqAdmin });
          await admins.register(documentAdminRoutes, { documentAdmin: services.documentAdmin, maxBytes: maxDocumentBytes });
          await admins.register(questionnaireAdminRoutes, { questionnaires: services.questionnaires });
          await admins.register(instructorAdminRoutes, { instructors: services.instructors });
          await admins.register(partnerAdminRoutes, { partners: services.partners });
          await admins.register(reportAdminRoutes, { reports: services.reports });
          await admins.register(accountAdminRoutes, { accounts: services.accounts });
          await admins.register(auditAdminRoutes, { audit: services.audit });
          await admins.register(courseAdminRoutes, { editor: services.courseEditor, maxVideoBytes: lessonVideoMaxBytes });
        });
      });
      if (options.adminSecret) {
        const backup = { db, databaseKind: config.databaseUrl ? 'postgres' : 'pglite', filesDir: dataPaths(config.dataDir).filesDir, now: config.now };
        await api.register(adminRoutes, {
          admin: services.admin,
          certificates: services.certificates,
          materials: services.materials,
          maxUploadBytes: config.materialsMaxUploadBytes,
          adminSecret: options.adminSecret,
          backup,
        });
      }
    },
    { prefix: apiBasePath },
  );
  registerOpenApiRoute(app);
  if (options.site) await registerSite(app, options.site);
  return app;
}
