import type { ServerErrorCode } from '@shared/errors';
import { AppError } from '../../lib/app-error';
import {
  type DeclineCode,
  ProviderDeclineError,
  ProviderSessionError,
  ProviderUnavailableError,
} from '../../lib/payments';

const declines: Record<DeclineCode, ServerErrorCode> = {
  card_declined: 'billing.card_declined',
  insufficient_funds: 'billing.insufficient_funds',
  expired_card: 'billing.expired_card',
  incorrect_cvc: 'billing.incorrect_cvc',
};

const sessionStates: Record<ProviderSessionError['state'], ServerErrorCode> = {
  not_found: 'billing.session_not_found',
  complete: 'billing.session_completed',
  expired: 'billing.session_expired',
};

/** A provider's failure as the client sees it; anything unexpected is left to the 500 handler. */
export function toAppError(
  err: unknown,
  unavailable: ServerErrorCode = 'billing.provider_unavailable',
): unknown {
  if (err instanceof ProviderDeclineError) return new AppError(declines[err.declineCode]);
  if (err instanceof ProviderSessionError) return new AppError(sessionStates[err.state]);
  if (err instanceof ProviderUnavailableError) return new AppError(unavailable);
  return err;
}

/** Runs a provider call, answering its failures with the app's codes. */
export async function viaProvider<T>(run: () => Promise<T>, unavailable?: ServerErrorCode): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw toAppError(err, unavailable);
  }
}
