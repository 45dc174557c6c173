import { areaProblems } from '../../../domain/area.ts';
import type { CompletenessProblem } from '../../../domain/eventCompleteness.ts';
import { type EventContent, EventContentSchema } from '../../../domain/eventContent.ts';
import type { Problem } from '../../../domain/problem.ts';
import type { Tx } from '../../db/client.ts';
import { issueText, PLATFORM_KEYS, ProblemError } from '../../http/problem.ts';
import { catalogueEventType } from '../texts/queries.ts';

/** Message keys of the events' own problems (texts in `events.errors.*`). */
export const EVENT_KEYS = {
  conflict: 'events.errors.conflict',
  confirmationRequired: 'events.errors.confirmationRequired',
  unknownTemplate: 'events.errors.unknownTemplate',
  incomplete: 'events.errors.incomplete',
  notEditable: 'events.errors.notEditable',
  nationalNotAllowed: 'events.errors.nationalNotAllowed',
  falseAlarmNotPossible: 'events.errors.falseAlarmNotPossible',
  alreadyCorrected: 'events.errors.alreadyCorrected',
  correctionNotCorrectable: 'events.errors.correctionNotCorrectable',
  versionNotFound: 'events.errors.versionNotFound',
  forbidden: 'events.errors.forbidden',
  wrongMode: 'events.errors.wrongMode',
  outsideTerritory: 'events.errors.outsideTerritory',
  notAllowedInState: 'events.errors.notAllowedInState',
  fourEyes: 'events.errors.fourEyes',
  alreadyApproved: 'events.errors.alreadyApproved',
  notYourDecision: 'events.errors.notYourDecision',
  webLinkOnly: 'events.errors.webLinkOnly',
  unknownEventType: 'events.errors.unknownEventType',
} as const;

/** An event's or a template's type must be one the text catalogue holds (ADR 0024); `path` names the field. */
export async function assertCataloguedType(tx: Tx, eventType: string | null, path: string) {
  if (eventType === null || (await catalogueEventType(tx, eventType))) return;
  const params = { code: eventType };
  throw new ProblemError(400, EVENT_KEYS.unknownEventType, {
    params,
    errors: [{ path, messageKey: EVENT_KEYS.unknownEventType, params }],
  });
}

/** Content problems as the problem's field list; a crossing point goes along for the map's tooltip. */
export function problemsAsErrors(problems: CompletenessProblem[]): NonNullable<Problem['errors']> {
  return problems.map((p) => ({
    path: p.field ?? '',
    messageKey: p.messageKey,
    ...(p.at ? { params: { east: p.at[0], north: p.at[1] } } : {}),
  }));
}

/** A drawn area must be valid whenever it is stored, drafts included; an empty one waits for submit. */
function assertValidArea(content: EventContent) {
  if (content.area.polygons.length === 0) return;
  const problems = areaProblems(content.area.polygons).map((p) => ({ ...p, field: 'content.area' }));
  const first = problems[0];
  if (first) throw new ProblemError(400, first.messageKey, { errors: problemsAsErrors(problems) });
}

/** Links go to the public and into the CAP message: only web addresses, never script or data URLs. */
function assertWebLinks(content: EventContent) {
  const errors = content.links.flatMap((link, index) =>
    /^https?:\/\//i.test(link.url)
      ? []
      : [{ path: `content.links.${index}.url`, messageKey: EVENT_KEYS.webLinkOnly }],
  );
  if (errors.length > 0) throw new ProblemError(400, EVENT_KEYS.webLinkOnly, { errors });
}

/** What any stored content must satisfy, drafts included: a valid drawn area and web links only. */
export function assertStorable(content: EventContent) {
  assertValidArea(content);
  assertWebLinks(content);
}

/** Parses content the route could not check whole (a template's prefill merged with the client's part). */
export function parseContent(raw: Record<string, unknown>): EventContent {
  const parsed = EventContentSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw new ProblemError(400, PLATFORM_KEYS.validation, {
    errors: parsed.error.issues.map((issue) => {
      const text = issueText(issue);
      return {
        path: ['content', ...issue.path].join('.'),
        // The content schema names its own keys (events.errors.tooLong); other issues in operators' words.
        messageKey: issue.message.startsWith('events.') ? issue.message : text.key,
        params: text.params,
      };
    }),
  });
}
