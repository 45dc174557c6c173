import { LANGUAGES } from '../../../../domain/session.ts';
import type { SendWakeupRequest } from '../../../../domain/wakeupApi.ts';

type Texts = SendWakeupRequest['subject'];

export interface SendValues {
  organisationIds: string[];
  subject: Texts;
  message: Texts;
  eventId: number | string;
}

const blank = (): Texts => ({ de: '', fr: '', it: '', en: '' });

export const EMPTY_SEND: SendValues = {
  organisationIds: [],
  subject: blank(),
  message: blank(),
  eventId: '',
};

/** Message keys of what stops sending, per field (the server checks the same again). */
export function sendProblems(values: SendValues): Record<string, string> {
  const problems: Record<string, string> = {};
  if (values.organisationIds.length === 0) problems.organisationIds = 'wakeups.send.noAddressee';
  for (const language of LANGUAGES)
    if (!values.subject[language].trim()) problems[`subject.${language}`] = 'wakeups.send.subjectMissing';
  return problems;
}

export function requestOf(values: SendValues): SendWakeupRequest {
  return {
    organisationIds: values.organisationIds.map(Number),
    subject: values.subject,
    message: values.message,
    eventId: typeof values.eventId === 'number' ? values.eventId : null,
  };
}
