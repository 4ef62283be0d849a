/** The accounts feature's public surface for other features and the shell. */
export { logout } from './api/logout';
export { meQueryKey, meQueryOptions } from './api/session';
export { SessionSync } from './components/session-sync';
export { type Session, type SessionStatus, useSession } from './hooks/use-session';
export { AccountButton, AccountNav } from './components/account-nav';
