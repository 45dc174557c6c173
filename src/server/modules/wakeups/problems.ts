/** Message keys of the wake-ups' own problems (texts in `wakeups.errors.*`). */
export const WAKEUP_KEYS = {
  unknownOrganisation: 'wakeups.errors.unknownOrganisation',
  ownOrganisation: 'wakeups.errors.ownOrganisation',
  unknownEvent: 'wakeups.errors.unknownEvent',
  forbidden: 'wakeups.errors.forbidden',
  wrongMode: 'wakeups.errors.wrongMode',
  notAllowedInState: 'wakeups.errors.notAllowedInState',
  notYourDecision: 'wakeups.errors.notYourDecision',
  alreadyAcknowledged: 'wakeups.errors.alreadyAcknowledged',
} as const;
