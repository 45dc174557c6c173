import { LANGUAGES } from '../../../domain/session.ts';
import type { WakeupRow } from './queries.ts';

// The texts around the sender's words, per language (the addressee's language is not known: all four).
const FRAME = {
  de: { from: 'Aufgebot von', ack: 'Empfang bestätigen' },
  fr: { from: 'Mise sur pied de', ack: 'Confirmer la réception' },
  it: { from: 'Convocazione da', ack: 'Confermare la ricezione' },
  en: { from: 'Wake-up from', ack: 'Acknowledge' },
} as const;

const modeTag = (wakeup: WakeupRow) => (wakeup.operationMode === 'EXERCISE' ? '[EXERCISE] ' : '');

/** The e-mail of a wake-up: subject in German, then each language's subject, message and link. */
export function wakeupMail(wakeup: WakeupRow, link: string) {
  const parts = LANGUAGES.map((language) => {
    const frame = FRAME[language];
    const message = wakeup.message[language].trim();
    return [
      `${frame.from} ${wakeup.senderOrganisation}: ${wakeup.subject[language]}`,
      ...(message ? ['', message] : []),
      '',
      `${frame.ack}: ${link}`,
    ].join('\n');
  });
  return { subject: `${modeTag(wakeup)}${wakeup.subject.de}`, text: parts.join('\n\n----\n\n') };
}

/** The SMS of a wake-up: sender, subject in German and French, and the link. */
export function wakeupSms(wakeup: WakeupRow, link: string): string {
  return `${modeTag(wakeup)}${wakeup.senderOrganisation}: ${wakeup.subject.de} / ${wakeup.subject.fr} – ${link}`;
}
