import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../domain/session.ts';
import { MIN_PASSWORD_LENGTH } from './accounts.ts';

/** Every text of the login server's own pages, in the four languages of the console. */
const TEXTS = {
  de: {
    product: 'Alarmierungskonsole',
    loginTitle: 'Anmelden',
    loginIntro: 'Melden Sie sich mit Ihrem Benutzernamen und Passwort an.',
    username: 'Benutzername',
    password: 'Passwort',
    login: 'Anmelden',
    loginFailed:
      'Anmeldung fehlgeschlagen: Benutzername oder Passwort ist falsch, oder das Konto ist gesperrt.',
    tooManyAttempts: 'Zu viele Anmeldeversuche. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
    fieldsRequired: 'Bitte Benutzernamen und Passwort eingeben.',
    sessionExpired: 'Die Anmeldung hat zu lange gedauert. Bitte öffnen Sie die Konsole erneut.',
    backToConsole: 'Zur Konsole',
    language: 'Sprache',
    changeTitle: 'Passwort ändern',
    currentPassword: 'Aktuelles Passwort',
    newPassword: 'Neues Passwort',
    repeatPassword: 'Neues Passwort wiederholen',
    change: 'Passwort ändern',
    changed: 'Ihr Passwort wurde geändert. Es gilt ab der nächsten Anmeldung.',
    changeRejected: 'Benutzername oder aktuelles Passwort ist falsch, oder das Konto ist gesperrt.',
    mismatch: 'Die beiden neuen Passwörter stimmen nicht überein.',
    tooShort: `Das neue Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.`,
    sameAsOld: 'Das neue Passwort muss sich vom aktuellen unterscheiden.',
    containsUsername: 'Das neue Passwort darf den Benutzernamen nicht enthalten.',
    groupLogin: 'Das Passwort eines Gruppenlogins kann nur die Benutzerverwaltung ändern.',
    passwordRule: `Mindestens ${MIN_PASSWORD_LENGTH} Zeichen, ohne den Benutzernamen.`,
    loggingOut: 'Abmeldung läuft …',
    logoutButton: 'Abmelden',
    loggedOut: 'Sie sind abgemeldet.',
    loginAgain: 'Erneut anmelden',
    errorTitle: 'Fehler des Anmeldeservers',
    errorIntro: 'Der Anmeldeserver konnte die Anfrage nicht bearbeiten.',
    unavailable:
      'Die Anmeldung ist im Moment nicht möglich: Die zentrale Datenbank antwortet nicht. Versuchen Sie es in einigen Sekunden erneut.',
  },
  fr: {
    product: 'Console d’alarme',
    loginTitle: 'Connexion',
    loginIntro: 'Connectez-vous avec votre nom d’utilisateur et votre mot de passe.',
    username: 'Nom d’utilisateur',
    password: 'Mot de passe',
    login: 'Se connecter',
    loginFailed: 'Échec de la connexion : nom d’utilisateur ou mot de passe incorrect, ou compte bloqué.',
    tooManyAttempts: 'Trop de tentatives de connexion. Veuillez patienter une minute, puis réessayer.',
    fieldsRequired: 'Veuillez saisir le nom d’utilisateur et le mot de passe.',
    sessionExpired: 'La connexion a pris trop de temps. Veuillez rouvrir la console.',
    backToConsole: 'Retour à la console',
    language: 'Langue',
    changeTitle: 'Changer le mot de passe',
    currentPassword: 'Mot de passe actuel',
    newPassword: 'Nouveau mot de passe',
    repeatPassword: 'Répéter le nouveau mot de passe',
    change: 'Changer le mot de passe',
    changed: 'Votre mot de passe a été changé. Il s’applique dès la prochaine connexion.',
    changeRejected: 'Nom d’utilisateur ou mot de passe actuel incorrect, ou compte bloqué.',
    mismatch: 'Les deux nouveaux mots de passe ne correspondent pas.',
    tooShort: `Le nouveau mot de passe doit comporter au moins ${MIN_PASSWORD_LENGTH} caractères.`,
    sameAsOld: 'Le nouveau mot de passe doit être différent de l’actuel.',
    containsUsername: 'Le nouveau mot de passe ne doit pas contenir le nom d’utilisateur.',
    groupLogin: 'Seule la gestion des utilisateurs peut changer le mot de passe d’un login de groupe.',
    passwordRule: `Au moins ${MIN_PASSWORD_LENGTH} caractères, sans le nom d’utilisateur.`,
    loggingOut: 'Déconnexion en cours …',
    logoutButton: 'Se déconnecter',
    loggedOut: 'Vous êtes déconnecté.',
    loginAgain: 'Se reconnecter',
    errorTitle: 'Erreur du serveur de connexion',
    errorIntro: 'Le serveur de connexion n’a pas pu traiter la demande.',
    unavailable:
      'La connexion est momentanément impossible : la base de données centrale ne répond pas. Réessayez dans quelques secondes.',
  },
  it: {
    product: 'Console d’allarme',
    loginTitle: 'Accesso',
    loginIntro: 'Accedete con il vostro nome utente e la vostra password.',
    username: 'Nome utente',
    password: 'Password',
    login: 'Accedi',
    loginFailed: 'Accesso non riuscito: nome utente o password errati, oppure account bloccato.',
    tooManyAttempts: 'Troppi tentativi di accesso. Attendete un minuto e riprovate.',
    fieldsRequired: 'Inserite nome utente e password.',
    sessionExpired: 'L’accesso ha richiesto troppo tempo. Riaprite la console.',
    backToConsole: 'Torna alla console',
    language: 'Lingua',
    changeTitle: 'Cambiare la password',
    currentPassword: 'Password attuale',
    newPassword: 'Nuova password',
    repeatPassword: 'Ripetere la nuova password',
    change: 'Cambia password',
    changed: 'La password è stata cambiata. Vale dal prossimo accesso.',
    changeRejected: 'Nome utente o password attuale errati, oppure account bloccato.',
    mismatch: 'Le due nuove password non coincidono.',
    tooShort: `La nuova password deve contenere almeno ${MIN_PASSWORD_LENGTH} caratteri.`,
    sameAsOld: 'La nuova password deve essere diversa da quella attuale.',
    containsUsername: 'La nuova password non può contenere il nome utente.',
    groupLogin: 'La password di un login di gruppo può essere cambiata solo dalla gestione utenti.',
    passwordRule: `Almeno ${MIN_PASSWORD_LENGTH} caratteri, senza il nome utente.`,
    loggingOut: 'Disconnessione in corso …',
    logoutButton: 'Disconnetti',
    loggedOut: 'Siete disconnessi.',
    loginAgain: 'Accedi di nuovo',
    errorTitle: 'Errore del server di accesso',
    errorIntro: 'Il server di accesso non ha potuto elaborare la richiesta.',
    unavailable:
      'L’accesso non è possibile al momento: la banca dati centrale non risponde. Riprovi tra qualche secondo.',
  },
  en: {
    product: 'Alerting console',
    loginTitle: 'Log in',
    loginIntro: 'Log in with your username and password.',
    username: 'Username',
    password: 'Password',
    login: 'Log in',
    loginFailed: 'Login failed: wrong username or password, or the account is locked.',
    tooManyAttempts: 'Too many login attempts. Please wait a minute and try again.',
    fieldsRequired: 'Please enter username and password.',
    sessionExpired: 'The login took too long. Please open the console again.',
    backToConsole: 'Back to the console',
    language: 'Language',
    changeTitle: 'Change password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    repeatPassword: 'Repeat new password',
    change: 'Change password',
    changed: 'Your password has been changed. It applies from your next login.',
    changeRejected: 'Wrong username or current password, or the account is locked.',
    mismatch: 'The two new passwords do not match.',
    tooShort: `The new password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
    sameAsOld: 'The new password must differ from the current one.',
    containsUsername: 'The new password must not contain the username.',
    groupLogin: 'Only user administration can change the password of a group login.',
    passwordRule: `At least ${MIN_PASSWORD_LENGTH} characters, without the username.`,
    loggingOut: 'Logging out …',
    logoutButton: 'Log out',
    loggedOut: 'You are logged out.',
    loginAgain: 'Log in again',
    errorTitle: 'Login server error',
    errorIntro: 'The login server could not handle the request.',
    unavailable:
      'Logging in is not possible right now: the central database does not answer. Try again in a few seconds.',
  },
} satisfies Record<Language, Record<string, string>>;

export type LoginTexts = (typeof TEXTS)['en'];

export function textsOf(language: Language): LoginTexts {
  return TEXTS[language];
}

/** The console's name in the national languages, where one name serves everyone (a mail's sender, the OIDC client). */
export const CONSOLE_NAME = (['de', 'fr', 'it'] as const)
  .map((language) => TEXTS[language].product)
  .join(' / ');

/** The first of the candidates (ui_locales, ?lang=, Accept-Language) that the console speaks. */
export function pickLanguage(...candidates: (string | undefined | null)[]): Language {
  for (const candidate of candidates) {
    for (const tag of (candidate ?? '').split(/[\s,]+/)) {
      const code = tag.split(/[-;_]/)[0]?.toLowerCase();
      if (isLanguage(code)) return code;
    }
  }
  return DEFAULT_LANGUAGE;
}
