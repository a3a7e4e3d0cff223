/** Admin console, users and companies (issue 13): search, create, deactivate, reset a password or a learner's attempts. */
export { accountAdminRoutes } from './routes';
export { AccountService, type AccountServiceDeps, type LearnerProgress } from './service';
