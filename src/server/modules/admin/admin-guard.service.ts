import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../lib/app-error';
import { sessionOf } from '../sessions/sessions.service';
import type { UserRow } from '../users/users.table';

export type AdminRole = 'admin' | 'editor';

/** The signed-in staff member behind a request: the account row of its session. */
export interface StaffMember {
  id: string;
  name: string;
  role: AdminRole;
}

const isStaffRole = (role: UserRow['role']): role is AdminRole => role === 'admin' || role === 'editor';

/**
 * Fastify preHandler: 401 when signed out, 403 ('auth.forbidden') unless req.user has one of the
 * roles AND the session passed the second factor (403 'admin.second_factor_required' otherwise).
 * The role is read from the account row the session resolved in this request, never from the
 * client; a request without a real session (no cookie) is never staff.
 */
export function requireRole(...roles: AdminRole[]): preHandlerAsyncHookHandler {
  return async (req) => {
    staffOf(req, roles);
  };
}

/** The staff member of a request that `requireRole(...roles)` lets through; throws otherwise. */
export function staffOf(req: FastifyRequest, roles: readonly AdminRole[] = ['admin', 'editor']): StaffMember {
  if (!req.user) throw new AppError('auth.unauthenticated');
  const resolved = sessionOf(req);
  const user = resolved?.user;
  if (
    !resolved ||
    !user ||
    user.id !== req.user.id ||
    !isStaffRole(user.role) ||
    !roles.includes(user.role)
  ) {
    throw new AppError('auth.forbidden');
  }
  if (!resolved.session.secondFactorAt) throw new AppError('admin.second_factor_required');
  return { id: user.id, name: user.username, role: user.role };
}

/** The audit actor of a staff member. */
export const actorOf = (staff: StaffMember) => ({ id: staff.id, name: staff.name });
