import type { Language } from '../../../domain/session.ts';

/** The texts of the e-mail link's page (it is outside the web app, like the login pages). */
export const ACK_TEXTS = {
  de: {
    title: 'Aufgebot bestätigen',
    intro: 'Bestätigen Sie, dass Sie dieses Aufgebot erhalten haben:',
    from: 'Von',
    confirm: 'Empfang bestätigen',
    acknowledged: 'Danke. Ihr Empfang ist bestätigt; die Einsatzzentrale sieht es sofort.',
    used: 'Dieser Link wurde bereits verwendet. Ihr Empfang ist schon bestätigt.',
    expired: 'Dieser Link ist abgelaufen. Bestätigen Sie das Aufgebot in der Konsole oder telefonisch.',
    forged: 'Dieser Link ist ungültig. Verwenden Sie den Link aus der Nachricht unverändert.',
    closed: 'Dieses Aufgebot ist abgeschlossen und muss nicht mehr bestätigt werden.',
  },
  fr: {
    title: 'Confirmer la mise sur pied',
    intro: 'Confirmez que vous avez reçu cette mise sur pied :',
    from: 'De',
    confirm: 'Confirmer la réception',
    acknowledged: 'Merci. Votre réception est confirmée ; la centrale le voit immédiatement.',
    used: 'Ce lien a déjà été utilisé. Votre réception est déjà confirmée.',
    expired: 'Ce lien a expiré. Confirmez la mise sur pied dans la console ou par téléphone.',
    forged: "Ce lien n'est pas valable. Utilisez le lien du message sans le modifier.",
    closed: "Cette mise sur pied est close et n'a plus besoin d'être confirmée.",
  },
  it: {
    title: 'Confermare la convocazione',
    intro: 'Confermi di aver ricevuto questa convocazione:',
    from: 'Da',
    confirm: 'Confermare la ricezione',
    acknowledged: 'Grazie. La ricezione è confermata; la centrale lo vede subito.',
    used: 'Questo link è già stato usato. La ricezione è già confermata.',
    expired: 'Questo link è scaduto. Confermi la convocazione nella console o per telefono.',
    forged: 'Questo link non è valido. Usi il link del messaggio senza modificarlo.',
    closed: 'Questa convocazione è chiusa e non va più confermata.',
  },
  en: {
    title: 'Acknowledge the wake-up',
    intro: 'Confirm that you have received this wake-up:',
    from: 'From',
    confirm: 'Acknowledge',
    acknowledged: 'Thank you. Your acknowledgement is recorded; the operations centre sees it at once.',
    used: 'This link has been used already. Your acknowledgement is recorded.',
    expired: 'This link has expired. Acknowledge the wake-up in the console or by phone.',
    forged: 'This link is not valid. Use the link from the message unchanged.',
    closed: 'This wake-up is closed and needs no acknowledgement any more.',
  },
} satisfies Record<Language, Record<string, string>>;
