import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Language } from '../../../domain/session.ts';
import { alert, escapeHtml, renderPage } from '../../auth/login/pages.ts';
import { pickLanguage } from '../../auth/login/texts.ts';
import { ACK_TEXTS } from './ackTexts.ts';
import { acknowledgeByLink, inspectLink, type LinkOutcome } from './linkAck.ts';

const URL = '/api/public/wakeups/acknowledge';
const Query = z.object({ token: z.string().max(200), lang: z.string().max(10).optional() });
type Texts = (typeof ACK_TEXTS)[Language];

const STATUS: Record<LinkOutcome, number> = {
  acknowledged: 200,
  used: 409,
  closed: 409,
  expired: 410,
  forged: 400,
};

function languageOf(request: FastifyRequest, lang: string | undefined): Language {
  return pickLanguage(lang, request.headers['accept-language']);
}

function send(reply: FastifyReply, status: number, language: Language, body: (t: Texts) => string) {
  const t = ACK_TEXTS[language];
  const html = renderPage({
    language,
    title: () => t.title,
    body: () => `<h1>${escapeHtml(t.title)}</h1>${body(t)}`,
  });
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/**
 * The page behind the link of a wake-up's e-mail or SMS (no login): it shows the subject and a button;
 * only the button's POST acknowledges, so that a mail scanner opening the link changes nothing.
 */
export async function wakeupAckRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: { public: true as const } };
  const schema = { tags: ['public'], security: [], querystring: Query };

  r.get(URL, { config, schema }, async (request, reply) => {
    const { token, lang } = request.query;
    const language = languageOf(request, lang);
    const found = await inspectLink(app, token);
    if (found.outcome !== 'open')
      return send(reply, STATUS[found.outcome], language, (t) => alert(t[found.outcome]));
    const { wakeup } = found;
    const action = `${URL}?token=${encodeURIComponent(token)}&lang=${language}`;
    return send(reply, 200, language, (t) =>
      [
        `<p>${escapeHtml(t.intro)}</p>`,
        `<p><strong>${escapeHtml(wakeup.subject[language])}</strong><br>${escapeHtml(t.from)}: ${escapeHtml(wakeup.senderOrganisation)}</p>`,
        `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(t.confirm)}</button></form>`,
      ].join(''),
    );
  });

  r.post(URL, { config, schema }, async (request, reply) => {
    const { token, lang } = request.query;
    const outcome = await acknowledgeByLink(app, token, request.id);
    const kind = outcome === 'acknowledged' ? 'success' : 'error';
    return send(reply, STATUS[outcome], languageOf(request, lang), (t) => alert(t[outcome], kind));
  });
}
