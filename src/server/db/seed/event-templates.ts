import { type EventChannels, EventContentSchema, type Pictogram } from '../../../domain/eventContent.ts';
import type { MessageType } from '../../../domain/events.ts';
import type { Language } from '../../../domain/session.ts';
import type { Tx } from '../client.ts';
import { eventTemplates, type LocalizedText } from '../schema/index.ts';

type Texts = { title: string; description: string; impacts: string[]; instructions: string[] };

interface DemoTemplate {
  name: LocalizedText;
  messageType: MessageType;
  eventType: string;
  usualSquareKilometres: number;
  pictograms: Pictogram[];
  channels: Partial<EventChannels>;
  texts: Record<Language, Texts>;
}

const APP_ONLY: Partial<EventChannels> = { publicApp: true, icaro: false, socialMedia: true };

/** The message templates an operator starts from (SCENARIOS.md), each in the four languages. */
export const DEMO_TEMPLATES: readonly DemoTemplate[] = [
  {
    name: {
      de: 'Unwetter / Sturm',
      fr: 'Intempéries / tempête',
      it: 'Maltempo / tempesta',
      en: 'Severe weather / storm',
    },
    messageType: 'WARNING',
    eventType: 'SEVERE_WEATHER',
    usualSquareKilometres: 1500,
    pictograms: ['STAY_INDOORS', 'AVOID_AREA', 'LISTEN_RADIO'],
    channels: { ...APP_ONLY, icaro: true },
    texts: {
      de: {
        title: 'Schwere Gewitter mit Sturmböen',
        description: 'Es werden heftige Gewitter mit Sturmböen über 100 km/h, Hagel und Starkregen erwartet.',
        impacts: ['Umstürzende Bäume, herumfliegende Gegenstände und lokale Überschwemmungen sind möglich.'],
        instructions: [
          'Bleiben Sie während des Gewitters in Gebäuden.',
          'Meiden Sie Wälder, Gewässer und Unterführungen.',
          'Verfolgen Sie die Meldungen in Radio und App.',
        ],
      },
      fr: {
        title: 'Violents orages avec rafales de tempête',
        description:
          'De violents orages avec des rafales de plus de 100 km/h, de la grêle et de fortes pluies sont attendus.',
        impacts: ['Chutes d’arbres, objets projetés et inondations locales sont possibles.'],
        instructions: [
          'Restez à l’intérieur des bâtiments pendant l’orage.',
          'Évitez les forêts, les cours d’eau et les passages souterrains.',
          'Suivez les informations à la radio et dans l’app.',
        ],
      },
      it: {
        title: 'Forti temporali con raffiche di tempesta',
        description: 'Sono attesi forti temporali con raffiche oltre 100 km/h, grandine e piogge intense.',
        impacts: ['Sono possibili alberi abbattuti, oggetti scagliati e allagamenti locali.'],
        instructions: [
          'Durante il temporale restate all’interno degli edifici.',
          'Evitate boschi, corsi d’acqua e sottopassaggi.',
          'Seguite le informazioni alla radio e nell’app.',
        ],
      },
      en: {
        title: 'Severe thunderstorms with gale-force gusts',
        description: 'Violent thunderstorms with gusts above 100 km/h, hail and heavy rain are expected.',
        impacts: ['Falling trees, flying objects and local flooding are possible.'],
        instructions: [
          'Stay inside buildings during the storm.',
          'Keep away from forests, waters and underpasses.',
          'Follow the announcements on the radio and in the app.',
        ],
      },
    },
  },
  {
    name: { de: 'Hochwasser', fr: 'Crue', it: 'Piena', en: 'Flood' },
    messageType: 'WARNING',
    eventType: 'FLOOD',
    usualSquareKilometres: 300,
    pictograms: ['AVOID_AREA', 'SEEK_HIGHER_GROUND', 'FOLLOW_AUTHORITIES'],
    channels: { ...APP_ONLY, icaro: true },
    texts: {
      de: {
        title: 'Hochwasser: Uferbereiche meiden',
        description: 'Der Pegel steigt weiter an. Ufer können überflutet werden.',
        impacts: ['Keller und Tiefgaragen in Ufernähe können überflutet werden.'],
        instructions: [
          'Meiden Sie Ufer, Brücken und Stege.',
          'Bringen Sie sich und Ihre Fahrzeuge aus tief gelegenen Bereichen in Sicherheit.',
          'Folgen Sie den Anweisungen der Einsatzkräfte.',
        ],
      },
      fr: {
        title: 'Crue\u00a0: évitez les rives',
        description: 'Le niveau continue de monter. Les rives peuvent être inondées.',
        impacts: ['Les caves et parkings souterrains proches des rives peuvent être inondés.'],
        instructions: [
          'Évitez les rives, les ponts et les passerelles.',
          'Mettez-vous en sécurité avec vos véhicules hors des zones basses.',
          'Suivez les instructions des forces d’intervention.',
        ],
      },
      it: {
        title: 'Piena: evitare le rive',
        description: 'Il livello continua a salire. Le rive possono essere inondate.',
        impacts: ['Cantine e autorimesse sotterranee vicino alle rive possono essere allagate.'],
        instructions: [
          'Evitate rive, ponti e passerelle.',
          'Mettete al sicuro voi stessi e i veicoli lontano dalle zone basse.',
          'Seguite le istruzioni delle forze d’intervento.',
        ],
      },
      en: {
        title: 'Flood: keep away from the banks',
        description: 'The water level keeps rising. Banks may be flooded.',
        impacts: ['Cellars and underground car parks near the banks may be flooded.'],
        instructions: [
          'Keep away from banks, bridges and footbridges.',
          'Move yourself and your vehicles away from low-lying areas.',
          'Follow the instructions of the emergency services.',
        ],
      },
    },
  },
  {
    name: { de: 'Chemieunfall', fr: 'Accident chimique', it: 'Incidente chimico', en: 'Chemical accident' },
    messageType: 'ALARM',
    eventType: 'CHEMICAL_ACCIDENT',
    usualSquareKilometres: 40,
    pictograms: ['STAY_INDOORS', 'CLOSE_WINDOWS', 'LISTEN_RADIO'],
    channels: { ...APP_ONLY, sirens: 'GENERAL_ALARM', icaro: true },
    texts: {
      de: {
        title: 'Chemieunfall: Fenster und Türen schliessen',
        description: 'Nach einem Unfall in einem Industriebetrieb treten giftige Gase aus.',
        impacts: ['Die Gase reizen Augen und Atemwege.'],
        instructions: [
          'Gehen Sie sofort in ein Gebäude.',
          'Schliessen Sie Fenster und Türen und schalten Sie Lüftungen aus.',
          'Hören Sie Radio und folgen Sie den Anweisungen der Behörden.',
        ],
      },
      fr: {
        title: 'Accident chimique\u00a0: fermez portes et fenêtres',
        description:
          'À la suite d’un accident dans une entreprise industrielle, des gaz toxiques s’échappent.',
        impacts: ['Les gaz irritent les yeux et les voies respiratoires.'],
        instructions: [
          'Entrez immédiatement dans un bâtiment.',
          'Fermez portes et fenêtres et arrêtez les ventilations.',
          'Écoutez la radio et suivez les consignes des autorités.',
        ],
      },
      it: {
        title: 'Incidente chimico: chiudere porte e finestre',
        description: 'In seguito a un incidente in un’azienda industriale fuoriescono gas tossici.',
        impacts: ['I gas irritano occhi e vie respiratorie.'],
        instructions: [
          'Entrate subito in un edificio.',
          'Chiudete porte e finestre e spegnete le ventilazioni.',
          'Ascoltate la radio e seguite le istruzioni delle autorità.',
        ],
      },
      en: {
        title: 'Chemical accident: close doors and windows',
        description: 'After an accident at an industrial plant, toxic gases are escaping.',
        impacts: ['The gases irritate the eyes and airways.'],
        instructions: [
          'Go into a building immediately.',
          'Close doors and windows and switch off ventilation.',
          'Listen to the radio and follow the authorities’ instructions.',
        ],
      },
    },
  },
  {
    name: { de: 'Erdbeben', fr: 'Séisme', it: 'Terremoto', en: 'Earthquake' },
    messageType: 'INFORMATION',
    eventType: 'EARTHQUAKE',
    usualSquareKilometres: 3000,
    pictograms: ['KEEP_DISTANCE', 'CHECK_NEIGHBOURS', 'CALL_ONLY_EMERGENCY'],
    channels: APP_ONLY,
    texts: {
      de: {
        title: 'Spürbares Erdbeben',
        description: 'Ein Erdbeben war in der Region deutlich zu spüren. Nachbeben sind möglich.',
        impacts: ['Leichte Schäden an Gebäuden sind möglich.'],
        instructions: [
          'Halten Sie Abstand zu beschädigten Gebäuden.',
          'Erkundigen Sie sich nach Nachbarn, die Hilfe brauchen.',
          'Wählen Sie Notrufnummern nur in echten Notfällen.',
        ],
      },
      fr: {
        title: 'Séisme ressenti',
        description: 'Un séisme a été nettement ressenti dans la région. Des répliques sont possibles.',
        impacts: ['De légers dégâts aux bâtiments sont possibles.'],
        instructions: [
          'Tenez-vous à distance des bâtiments endommagés.',
          'Prenez des nouvelles des voisins qui ont besoin d’aide.',
          'N’appelez les numéros d’urgence qu’en cas de réelle urgence.',
        ],
      },
      it: {
        title: 'Terremoto avvertito',
        description: 'Un terremoto è stato avvertito chiaramente nella regione. Sono possibili repliche.',
        impacts: ['Sono possibili lievi danni agli edifici.'],
        instructions: [
          'Tenetevi a distanza dagli edifici danneggiati.',
          'Informatevi sui vicini che hanno bisogno di aiuto.',
          'Chiamate i numeri di emergenza solo in caso di vera emergenza.',
        ],
      },
      en: {
        title: 'Earthquake felt',
        description: 'An earthquake was clearly felt in the region. Aftershocks are possible.',
        impacts: ['Light damage to buildings is possible.'],
        instructions: [
          'Keep away from damaged buildings.',
          'Check on neighbours who need help.',
          'Call emergency numbers only in a real emergency.',
        ],
      },
    },
  },
  {
    name: {
      de: 'Trinkwasserverschmutzung',
      fr: 'Contamination de l’eau potable',
      it: 'Contaminazione dell’acqua potabile',
      en: 'Drinking-water contamination',
    },
    messageType: 'WARNING',
    eventType: 'DRINKING_WATER',
    usualSquareKilometres: 20,
    pictograms: ['NO_TAP_WATER', 'FOLLOW_AUTHORITIES', 'CHECK_NEIGHBOURS'],
    channels: APP_ONLY,
    texts: {
      de: {
        title: 'Leitungswasser vor dem Trinken abkochen',
        description: 'Im Trinkwassernetz wurden Keime nachgewiesen.',
        impacts: ['Ungekochtes Leitungswasser kann Magen-Darm-Erkrankungen auslösen.'],
        instructions: [
          'Kochen Sie Leitungswasser vor dem Trinken mindestens 3 Minuten ab.',
          'Beachten Sie die Mitteilungen Ihrer Gemeinde.',
          'Informieren Sie Nachbarn, die diese Meldung nicht erhalten.',
        ],
      },
      fr: {
        title: 'Faites bouillir l’eau du robinet avant de la boire',
        description: 'Des germes ont été détectés dans le réseau d’eau potable.',
        impacts: ['L’eau du robinet non bouillie peut provoquer des troubles gastro-intestinaux.'],
        instructions: [
          'Faites bouillir l’eau du robinet au moins 3 minutes avant de la boire.',
          'Suivez les communications de votre commune.',
          'Informez les voisins qui ne reçoivent pas ce message.',
        ],
      },
      it: {
        title: 'Bollire l’acqua del rubinetto prima di berla',
        description: 'Nella rete dell’acqua potabile sono stati rilevati germi.',
        impacts: ['L’acqua del rubinetto non bollita può causare disturbi gastrointestinali.'],
        instructions: [
          'Bollite l’acqua del rubinetto almeno 3 minuti prima di berla.',
          'Seguite le comunicazioni del vostro Comune.',
          'Informate i vicini che non ricevono questo messaggio.',
        ],
      },
      en: {
        title: 'Boil tap water before drinking',
        description: 'Germs have been found in the drinking-water network.',
        impacts: ['Unboiled tap water can cause stomach and bowel illness.'],
        instructions: [
          'Boil tap water for at least 3 minutes before drinking it.',
          "Follow your municipality's announcements.",
          'Tell neighbours who do not receive this message.',
        ],
      },
    },
  },
  {
    name: {
      de: 'Strommangellage',
      fr: 'Pénurie d’électricité',
      it: 'Penuria di elettricità',
      en: 'Power shortage',
    },
    messageType: 'INFORMATION',
    eventType: 'POWER_SHORTAGE',
    usualSquareKilometres: 41285,
    pictograms: ['FOLLOW_AUTHORITIES', 'LISTEN_RADIO'],
    channels: { ...APP_ONLY, icaro: true },
    texts: {
      de: {
        title: 'Strommangellage: Strom sparen',
        description: 'Die Stromversorgung ist knapp. Der Bundesrat ruft dazu auf, Strom zu sparen.',
        impacts: ['Zeitweise Netzabschaltungen sind möglich.'],
        instructions: [
          'Verzichten Sie auf nicht nötige Stromverbraucher.',
          'Halten Sie ein batteriebetriebenes Radio bereit.',
        ],
      },
      fr: {
        title: 'Pénurie d’électricité\u00a0: économisez le courant',
        description:
          'L’approvisionnement en électricité est tendu. Le Conseil fédéral appelle à économiser le courant.',
        impacts: ['Des délestages temporaires sont possibles.'],
        instructions: [
          'Renoncez aux appareils électriques non indispensables.',
          'Gardez à portée de main une radio à piles.',
        ],
      },
      it: {
        title: 'Penuria di elettricità: risparmiare corrente',
        description:
          'L’approvvigionamento elettrico è scarso. Il Consiglio federale invita a risparmiare corrente.',
        impacts: ['Sono possibili interruzioni temporanee della rete.'],
        instructions: [
          'Rinunciate agli apparecchi elettrici non necessari.',
          'Tenete pronta una radio a batterie.',
        ],
      },
      en: {
        title: 'Power shortage: save electricity',
        description:
          'The electricity supply is tight. The Federal Council asks everyone to save electricity.',
        impacts: ['Temporary grid shutdowns are possible.'],
        instructions: ['Do without appliances you do not need.', 'Keep a battery-powered radio at hand.'],
      },
    },
  },
  {
    name: {
      de: 'Stauanlage / Wasseralarm',
      fr: 'Ouvrage d’accumulation / alarme-eau',
      it: 'Diga / allarme acqua',
      en: 'Dam / water alarm',
    },
    messageType: 'ALARM',
    eventType: 'DAM',
    usualSquareKilometres: 60,
    pictograms: ['EVACUATE', 'SEEK_HIGHER_GROUND', 'FOLLOW_AUTHORITIES'],
    // The water alarm itself sounds from the dam's page (unlocked, name typed): the message goes with it.
    channels: { ...APP_ONLY, icaro: true },
    texts: {
      de: {
        title: 'Wasseralarm: Nahzone sofort verlassen',
        description: 'An der Stauanlage besteht unmittelbare Gefahr eines Bruchs.',
        impacts: ['Die Flutwelle erreicht die Nahzone innert zwei Stunden.'],
        instructions: [
          'Verlassen Sie die gefährdete Zone sofort.',
          'Begeben Sie sich auf höher gelegenes Gelände.',
          'Folgen Sie den Anweisungen der Behörden.',
        ],
      },
      fr: {
        title: 'Alarme-eau\u00a0: quittez immédiatement la zone rapprochée',
        description: 'Il existe un danger immédiat de rupture de l’ouvrage d’accumulation.',
        impacts: ['L’onde de crue atteint la zone rapprochée en moins de deux heures.'],
        instructions: [
          'Quittez immédiatement la zone menacée.',
          'Rendez-vous sur un terrain plus élevé.',
          'Suivez les consignes des autorités.',
        ],
      },
      it: {
        title: 'Allarme acqua: lasciare subito la zona vicina',
        description: 'Sussiste il pericolo immediato di rottura della diga.',
        impacts: ['L’onda di piena raggiunge la zona vicina entro due ore.'],
        instructions: [
          'Lasciate subito la zona minacciata.',
          'Recatevi su un terreno più elevato.',
          'Seguite le istruzioni delle autorità.',
        ],
      },
      en: {
        title: 'Water alarm: leave the near zone now',
        description: 'The dam is in immediate danger of breaking.',
        impacts: ['The flood wave reaches the near zone within two hours.'],
        instructions: [
          'Leave the endangered zone immediately.',
          'Go to higher ground.',
          'Follow the authorities’ instructions.',
        ],
      },
    },
  },
  {
    name: {
      de: 'Information Sirenentest',
      fr: 'Information test des sirènes',
      it: 'Informazione test delle sirene',
      en: 'Siren test information',
    },
    messageType: 'INFORMATION',
    eventType: 'TEST',
    usualSquareKilometres: 3000,
    pictograms: [],
    channels: APP_ONLY,
    texts: {
      de: {
        title: 'Sirenentest: kein Grund zur Sorge',
        description: 'Am ersten Mittwoch im Februar werden ab 13.30 Uhr alle Sirenen getestet.',
        impacts: [],
        instructions: [],
      },
      fr: {
        title: 'Test des sirènes\u00a0: aucune raison de s’inquiéter',
        description: 'Le premier mercredi de février, toutes les sirènes sont testées dès 13\u00a0h\u00a030.',
        impacts: [],
        instructions: [],
      },
      it: {
        title: 'Test delle sirene: nessun motivo di preoccupazione',
        description: 'Il primo mercoledì di febbraio, dalle 13.30, vengono testate tutte le sirene.',
        impacts: [],
        instructions: [],
      },
      en: {
        title: 'Siren test: no cause for concern',
        description: 'On the first Wednesday in February all sirens are tested from 13:30.',
        impacts: [],
        instructions: [],
      },
    },
  },
  {
    name: {
      de: 'Feuerverbot',
      fr: 'Interdiction de faire du feu',
      it: 'Divieto di accendere fuochi',
      en: 'Fire ban',
    },
    messageType: 'WARNING',
    eventType: 'FIRE_BAN',
    usualSquareKilometres: 2000,
    pictograms: ['NO_FIRE', 'FOLLOW_AUTHORITIES'],
    channels: APP_ONLY,
    texts: {
      de: {
        title: 'Absolutes Feuerverbot im Freien',
        description: 'Wegen grosser Trockenheit herrscht sehr grosse Waldbrandgefahr.',
        impacts: ['Schon ein Funke kann einen Waldbrand auslösen.'],
        instructions: [
          'Entfachen Sie kein Feuer im Freien, auch nicht an Feuerstellen.',
          'Melden Sie Brände sofort über die Nummer 118.',
        ],
      },
      fr: {
        title: 'Interdiction absolue de faire du feu en plein air',
        description: 'En raison de la grande sécheresse, le danger d’incendie de forêt est très élevé.',
        impacts: ['Une seule étincelle peut déclencher un incendie de forêt.'],
        instructions: [
          'N’allumez aucun feu en plein air, même aux foyers aménagés.',
          'Signalez immédiatement tout incendie au 118.',
        ],
      },
      it: {
        title: 'Divieto assoluto di accendere fuochi all’aperto',
        description: 'A causa della forte siccità il pericolo di incendi boschivi è molto forte.',
        impacts: ['Basta una scintilla per provocare un incendio boschivo.'],
        instructions: [
          'Non accendete fuochi all’aperto, nemmeno nei focolari.',
          'Segnalate subito ogni incendio al 118.',
        ],
      },
      en: {
        title: 'Total ban on outdoor fires',
        description: 'Because of severe drought the forest-fire danger is very high.',
        impacts: ['A single spark can start a forest fire.'],
        instructions: [
          'Do not light any fire outdoors, not even at fireplaces.',
          'Report any fire at once on 118.',
        ],
      },
    },
  },
];

/** A template's prefilled content: every language, its pictograms and channels. */
export function templateContent(template: DemoTemplate) {
  const {
    area: _,
    validFrom: __,
    validUntil: ___,
    ...content
  } = EventContentSchema.parse({
    messageType: template.messageType,
    eventType: template.eventType,
    primaryLanguage: 'de',
    texts: template.texts,
    pictograms: template.texts.de.instructions.map((_, i) => template.pictograms[i] ?? null),
    area: { polygons: [] },
    channels: template.channels,
  });
  return content;
}

/** Seed step: the message templates. */
export async function insertEventTemplates({ tx }: { tx: Tx }): Promise<void> {
  await tx.insert(eventTemplates).values(
    DEMO_TEMPLATES.map((template) => ({
      name: template.name,
      messageType: template.messageType,
      eventType: template.eventType,
      usualSquareKilometres: template.usualSquareKilometres,
      content: templateContent(template),
    })),
  );
}
