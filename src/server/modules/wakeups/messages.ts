import { LANGUAGES } from '../../../domain/session.ts';
import type { WakeupRow } from './queries.ts';

// The texts around the sender's words, per language (the addressee's language is not known: all four).
const FRAME = {
  de: { from: 'Aufgebot von', ack: 'Empfang bestätigen', exercise: 'Übung' },
  fr: { from: 'Mise sur pied de', ack: 'Confirmer la réception', exercise: 'Exercice' },
  it: { from: 'Convocazione da', ack: 'Confermare la ricezione', exercise: 'Esercitazione' },
  en: { from: 'Wake-up from', ack: 'Acknowledge', exercise: 'Exercise' },
} as const;

// An exercise call-out says so first, in the languages its text is in.
const modeTag = (wakeup: WakeupRow, languages: readonly (keyof typeof FRAME)[]) =>
  wakeup.operationMode === 'EXERCISE' ? `[${languages.map((l) => FRAME[l].exercise).join(' / ')}] ` : '';

/** The e-mail of a wake-up: subject in German, then each language's subject, message and link. */
export function wakeupMail(wakeup: WakeupRow, link: string) {
  const parts = LANGUAGES.map((language) => {
    const frame = FRAME[language];
    const message = wakeup.message[language].trim();
    return [
      `${modeTag(wakeup, [language])}${frame.from} ${wakeup.senderOrganisation}: ${wakeup.subject[language]}`,
      ...(message ? ['', message] : []),
      '',
      `${frame.ack}: ${link}`,
    ].join('\n');
  });
  return {
    subject: `${modeTag(wakeup, ['de', 'fr'])}${wakeup.subject.de}`,
    text: parts.join('\n\n----\n\n'),
  };
}

/** The SMS of a wake-up: sender, subject in German and French, and the link. */
export function wakeupSms(wakeup: WakeupRow, link: string): string {
  return `${modeTag(wakeup, ['de', 'fr'])}${wakeup.senderOrganisation}: ${wakeup.subject.de} / ${wakeup.subject.fr} – ${link}`;
}
