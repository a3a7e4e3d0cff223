/** What signed-in users do to their own account (profile, country, password change). */
export { userRoutes } from './routes';
export { UserService, type PasswordChangeInput, type UserServiceDeps } from './service';
