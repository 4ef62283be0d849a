import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { type Lang, languages } from '@shared/i18n';

/** The link the QR code and the share button give: the app's home in the chosen language. */
export const shareUrlFor = (publicUrl: string, lang: Lang) =>
  lang === 'it' ? `${publicUrl}/` : `${publicUrl}/?lang=${lang}`;

/**
 * GET /api/share/qr.svg?lang=it|en: a QR code (SVG) that opens the app on a phone. Made on the
 * server so the page ships no QR library; both SVGs are made once and cached by browsers.
 */
export function shareRoutes({ publicUrl }: { publicUrl: string }) {
  const svgs = new Map<Lang, Promise<string>>();
  const svgFor = (lang: Lang) => {
    let svg = svgs.get(lang);
    if (!svg) {
      svg = QRCode.toString(shareUrlFor(publicUrl, lang), {
        type: 'svg',
        errorCorrectionLevel: 'M',
        margin: 2,
        color: { dark: '#1d2a2dff', light: '#ffffffff' },
      });
      svgs.set(lang, svg);
    }
    return svg;
  };

  const plugin: FastifyPluginAsyncZod = async (app) => {
    app.get(
      '/share/qr.svg',
      {
        schema: {
          tags: ['share'],
          summary: "QR code (SVG) of the app's address, in Italian or English",
          querystring: z.object({ lang: z.enum(languages).default('it') }),
          response: { 200: z.string() },
        },
      },
      async (req, reply) =>
        reply
          .type('image/svg+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=86400')
          .send(await svgFor(req.query.lang)),
    );
  };
  return plugin;
}
