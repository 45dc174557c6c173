import { and, eq, isNull } from 'drizzle-orm';
import type { OperationMode } from '../../../domain/session.ts';
import type { WakeupState } from '../../../domain/wakeups.ts';
import { callAddressees } from '../../modules/wakeups/addressees.ts';
import type { Tx } from '../client.ts';
import {
  type LocalizedText,
  organisations,
  wakeupAddressees,
  wakeupHistory,
  wakeups,
} from '../schema/index.ts';
import { cantonalOrganisationCode, NATIONAL_ALARM_CENTRE } from './organisations.ts';

interface DemoWakeup {
  from: string;
  to: string;
  state: WakeupState;
  operationMode: OperationMode;
  updateNotification: boolean;
  minutesAgo: number;
  subject: LocalizedText;
}

const NAZ = NATIONAL_ALARM_CENTRE;
const ZH = cantonalOrganisationCode('ZH');
const BE = cantonalOrganisationCode('BE');
const SO = cantonalOrganisationCode('SO');

/** Zurich has two to acknowledge and waits on Bern's interstate approval; Bern has one to decide. */
export const DEMO_WAKEUPS: readonly DemoWakeup[] = [
  {
    from: NAZ,
    to: ZH,
    state: 'ACKNOWLEDGE_PENDING',
    operationMode: 'LIVE',
    updateNotification: false,
    minutesAgo: 12,
    subject: {
      de: 'Hochwasser Limmat: Lagebeurteilung um 14:00',
      fr: 'Crue de la Limmat\u00a0: évaluation de la situation à 14h00',
      it: 'Piena della Limmat: valutazione della situazione alle 14:00',
      en: 'Limmat flood: situation assessment at 14:00',
    },
  },
  {
    from: BE,
    to: ZH,
    state: 'ACKNOWLEDGE_PENDING',
    operationMode: 'LIVE',
    updateNotification: true,
    minutesAgo: 4,
    subject: {
      de: 'Aktualisiert: Sturmwarnung Berner Oberland bis 22:00 verlängert',
      fr: 'Mise à jour\u00a0: alerte tempête dans l’Oberland bernois prolongée jusqu’à 22h00',
      it: 'Aggiornamento: allerta tempesta nell’Oberland bernese prolungata fino alle 22:00',
      en: 'Update: storm warning for the Bernese Oberland extended until 22:00',
    },
  },
  {
    from: ZH,
    to: BE,
    state: 'INTERSTATE_APPROVAL_PENDING',
    operationMode: 'LIVE',
    updateNotification: false,
    minutesAgo: 7,
    subject: {
      de: 'Chemieunfall Rangierbahnhof Limmattal: mobile Sirenen aus Bern angefragt',
      fr: 'Accident chimique à la gare de triage du Limmattal\u00a0: sirènes mobiles demandées à Berne',
      it: 'Incidente chimico alla stazione di smistamento del Limmattal: sirene mobili chieste a Berna',
      en: 'Chemical accident at Limmattal marshalling yard: mobile sirens requested from Bern',
    },
  },
  {
    from: ZH,
    to: NAZ,
    state: 'ACKNOWLEDGE_PENDING',
    operationMode: 'LIVE',
    updateNotification: false,
    minutesAgo: 30,
    subject: {
      de: 'Sirenenausfall Region Winterthur: 3 Anlagen ohne Netzstrom',
      fr: 'Panne de sirènes dans la région de Winterthour\u00a0: 3 installations sans courant',
      it: 'Guasto alle sirene nella regione di Winterthur: 3 impianti senza corrente',
      en: 'Siren outage in the Winterthur region: 3 sirens without mains power',
    },
  },
  {
    from: SO,
    to: BE,
    state: 'ACKNOWLEDGED',
    operationMode: 'LIVE',
    updateNotification: false,
    minutesAgo: 95,
    subject: {
      de: 'Waldbrand Weissenstein: Rauchentwicklung Richtung Grenchen',
      fr: 'Incendie de forêt au Weissenstein\u00a0: fumée en direction de Granges',
      it: 'Incendio boschivo al Weissenstein: fumo in direzione di Grenchen',
      en: 'Forest fire at Weissenstein: smoke drifting towards Grenchen',
    },
  },
  {
    from: NAZ,
    to: ZH,
    state: 'ACKNOWLEDGE_PENDING',
    operationMode: 'EXERCISE',
    updateNotification: false,
    minutesAgo: 20,
    subject: {
      de: 'Übung: Ausfall Kernkraftwerk, Lagerapport um 10:30',
      fr: 'Exercice\u00a0: accident de centrale nucléaire, rapport de situation à 10h30',
      it: 'Esercitazione: incidente a una centrale nucleare, rapporto sulla situazione alle 10:30',
      en: 'Exercise: nuclear power plant accident, situation report at 10:30',
    },
  },
];

/** Who sent the demo wake-ups of each organisation (a demo operator of it). */
const SENDER: Record<string, string> = {
  [NAZ]: 'nat.operator',
  [ZH]: 'zh.operator',
  [BE]: 'be.operator',
  [SO]: 'so.operator',
};

/** The Bernese operator acknowledged Solothurn's forest-fire wake-up a quarter of an hour after it came. */
const ACKNOWLEDGED_AFTER_MINUTES = 15;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/**
 * The demo wake-ups between the national alarm centre and the police of Zurich, Bern and Solothurn, as
 * sending them would have left them: sender, history, and (once past the interstate approval) the
 * receiving organisation's console and subscribers called, their messages delivered.
 */
export async function insertDemoWakeups({ tx }: { tx: Tx }): Promise<void> {
  const rows = await tx.select({ id: organisations.id, code: organisations.code }).from(organisations);
  const idOf = (code: string) => {
    const row = rows.find((r) => r.code === code);
    if (!row) throw new Error(`demo organisation ${code} missing`);
    return row.id;
  };
  for (const { from, to, minutesAgo: age, ...wakeup } of DEMO_WAKEUPS) {
    const sentAt = minutesAgo(age);
    const called = wakeup.state !== 'INTERSTATE_APPROVAL_PENDING';
    const acknowledgedAt =
      wakeup.state === 'ACKNOWLEDGED' ? minutesAgo(age - ACKNOWLEDGED_AFTER_MINUTES) : null;
    const acknowledgedBy = acknowledgedAt ? SENDER[to]! : null;
    const [row] = await tx
      .insert(wakeups)
      .values({
        ...wakeup,
        senderOrganisationId: idOf(from),
        receiverOrganisationId: idOf(to),
        createdAt: sentAt,
        sentBy: SENDER[from]!,
        calledAt: called ? sentAt : null,
        acknowledgedBy,
        acknowledgedAt,
      })
      .returning({ id: wakeups.id });
    const wakeupId = row!.id;
    const firstState = called ? 'ACKNOWLEDGE_PENDING' : 'INTERSTATE_APPROVAL_PENDING';
    await tx.insert(wakeupHistory).values([
      { wakeupId, at: sentAt, userName: SENDER[from]!, action: 'SEND', fromState: null, toState: firstState },
      ...(acknowledgedAt && acknowledgedBy
        ? [
            {
              wakeupId,
              at: acknowledgedAt,
              userName: acknowledgedBy,
              action: 'ACKNOWLEDGE' as const,
              fromState: 'ACKNOWLEDGE_PENDING' as const,
              toState: 'ACKNOWLEDGED' as const,
            },
          ]
        : []),
    ]);
    if (!called) continue;
    await callAddressees(tx, wakeupId, idOf(to), 0, sentAt);
    // Their messages went out when the wake-up was sent: nothing is left for the delivery to send.
    await tx
      .update(wakeupAddressees)
      .set({ deliveredAt: sentAt })
      .where(and(eq(wakeupAddressees.wakeupId, wakeupId), isNull(wakeupAddressees.deliveredAt)));
  }
}
