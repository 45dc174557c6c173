import type { Language } from '../../../domain/session.ts';
import type { Mail } from '../reports/mailer.ts';

const TEXTS: Record<Language, { subject: string; text: (user: string) => string }> = {
  de: {
    subject: 'Kanaltest E-Mail',
    text: (user) =>
      `Diese Nachricht ist ein Test des E-Mail-Kanals, ausgelöst von ${user}. Keine Handlung nötig.`,
  },
  fr: {
    subject: 'Test du canal e-mail',
    text: (user) => `Ce message est un test du canal e-mail, lancé par ${user}. Aucune action n’est requise.`,
  },
  it: {
    subject: 'Test del canale e-mail',
    text: (user) =>
      `Questo messaggio è un test del canale e-mail, avviato da ${user}. Nessuna azione richiesta.`,
  },
  en: {
    subject: 'E-mail channel test',
    text: (user) => `This message tests the e-mail channel, started by ${user}. No action is needed.`,
  },
};

/** The test mail to the user's own address, in the user's language. */
export function testMail(address: string, user: string, language: Language): Mail {
  const texts = TEXTS[language];
  return { to: [address], cc: [], subject: texts.subject, text: texts.text(user), attachments: [] };
}
