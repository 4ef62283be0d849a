import type { FastifyRequest } from 'fastify';
import { defaultLanguage, isLang, type Lang, langFromAcceptLanguage, languageStorageKey } from '@shared/i18n';

/**
 * The language of a request, by SPEC §2's order: `?lang=`, then the stored choice (the
 * `i18nextLng` cookie the client mirrors from local storage), then the browser's
 * Accept-Language (Italian only for an Italian browser), then Italian.
 */
export function requestLang(req: FastifyRequest): Lang {
  const query = req.query as Record<string, unknown> | undefined;
  const fromQuery = query?.lang;
  if (isLang(fromQuery)) return fromQuery;
  const fromCookie = req.cookies[languageStorageKey];
  if (isLang(fromCookie)) return fromCookie;
  return langFromAcceptLanguage(req.headers['accept-language']) ?? defaultLanguage;
}
