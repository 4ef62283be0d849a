import type { PrivacyExport } from '@shared/schemas/privacy';
import type { Db } from '../../db/client';
import { createUsersRepository } from './users.repository';
import type { UserRow } from './users.table';

/** The profile's fields, goals and change of address (the profile routes live in modules/progress). */
export { createProfileStore, emailCodeTtlMs, goalsOf, profileOf, type ProfileRow } from './users.profile';

/**
 * The accounts' rows, as other modules see them: sign-in, registration, the launch campaign and
 * the session plugin read and change people through here. Methods that write take the caller's
 * transaction (`tx`) when they belong to a larger change.
 */
export function createUsersService({ db }: { db: Db }) {
  return createUsersRepository(db);
}

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** The export's `account` section: the profile, never a hash or a payment-provider id. */
export function accountExportOf(user: UserRow): PrivacyExport['account'] {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    fullName: user.fullName,
    language: user.language,
    timeZone: user.timeZone,
    isAdmin: user.isAdmin,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    dateOfBirth: user.dateOfBirth,
    city: user.city,
    biography: user.biography,
    wellnessGoals: user.wellnessGoals,
    interests: user.interests,
    createdAt: iso(user.createdAt),
    updatedAt: iso(user.updatedAt),
    lastLoginAt: isoOrNull(user.lastLoginAt),
  };
}

/** The consents given at registration, each with its time (the export's `consents`, but the AI's). */
export function registrationConsentsOf(user: UserRow): Omit<PrivacyExport['consents'], 'externalAi'> {
  return {
    termsAcceptedAt: isoOrNull(user.termsAcceptedAt),
    termsVersion: user.termsVersion,
    ageConfirmedAt: isoOrNull(user.ageConfirmedAt),
    healthDataConsentAt: isoOrNull(user.healthDataConsentAt),
  };
}
