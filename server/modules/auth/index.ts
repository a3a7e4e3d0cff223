/** Sign-in, sessions and password recovery; owns the account records (users, sessions, codes) other modules reach through here. */
export { throttleRules } from './limits';
export { heldSessionHeader } from './heldSessions';
export { signedInAs } from './liveSession';
export { bearerToken, currentSession, requireAdmin, requireSession, sessionOfRequest, tokenHashOf } from './requireSession';
export { authRoutes, sessionRoutes } from './routes';
export { AuthService, type AuthServiceDeps } from './service';
export { SessionRepository, type ActiveSession } from './sessionRepository';
export { toUserInfo } from './userInfo';
export { UserRepository } from './userRepository';
