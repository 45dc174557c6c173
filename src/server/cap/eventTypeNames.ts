import type { EventType } from '../../domain/eventContent.ts';
import type { Language } from '../../domain/session.ts';

/** The CAP `event` text of each event type, in the four languages the messages go out in. */
export const EVENT_TYPE_NAMES: Record<EventType, Record<Language, string>> = {
  FLOOD: { de: 'Hochwasser', fr: 'Crue', it: 'Piena', en: 'Flood' },
  SEVERE_WEATHER: { de: 'Unwetter', fr: 'Intempéries', it: 'Maltempo', en: 'Severe weather' },
  STORM: { de: 'Sturm', fr: 'Tempête', it: 'Tempesta', en: 'Storm' },
  EARTHQUAKE: { de: 'Erdbeben', fr: 'Séisme', it: 'Terremoto', en: 'Earthquake' },
  AVALANCHE: { de: 'Lawine', fr: 'Avalanche', it: 'Valanga', en: 'Avalanche' },
  LANDSLIDE: {
    de: 'Felssturz, Rutschung',
    fr: 'Éboulement, glissement',
    it: 'Frana',
    en: 'Rockfall, landslide',
  },
  DEBRIS_FLOW: { de: 'Murgang', fr: 'Lave torrentielle', it: 'Colata detritica', en: 'Debris flow' },
  FOREST_FIRE: { de: 'Waldbrand', fr: 'Incendie de forêt', it: 'Incendio boschivo', en: 'Forest fire' },
  DROUGHT: { de: 'Trockenheit', fr: 'Sécheresse', it: 'Siccità', en: 'Drought' },
  HEATWAVE: { de: 'Hitzewelle', fr: 'Canicule', it: 'Ondata di calore', en: 'Heatwave' },
  CHEMICAL_ACCIDENT: {
    de: 'Chemieunfall',
    fr: 'Accident chimique',
    it: 'Incidente chimico',
    en: 'Chemical accident',
  },
  NUCLEAR_ACCIDENT: {
    de: 'Unfall Kernkraftwerk',
    fr: 'Accident de centrale nucléaire',
    it: 'Incidente in una centrale nucleare',
    en: 'Nuclear power plant accident',
  },
  DAM: { de: 'Stauanlage', fr: "Ouvrage d'accumulation", it: 'Impianto di accumulazione', en: 'Dam' },
  POWER_OUTAGE: {
    de: 'Stromausfall',
    fr: 'Panne de courant',
    it: 'Interruzione di corrente',
    en: 'Power outage',
  },
  POWER_SHORTAGE: {
    de: 'Strommangellage',
    fr: "Pénurie d'électricité",
    it: 'Penuria di elettricità',
    en: 'Power shortage',
  },
  DRINKING_WATER: {
    de: 'Trinkwasserverschmutzung',
    fr: "Contamination de l'eau potable",
    it: "Contaminazione dell'acqua potabile",
    en: 'Drinking-water contamination',
  },
  EMERGENCY_NUMBER_OUTAGE: {
    de: 'Ausfall Notrufnummern',
    fr: "Panne des numéros d'urgence",
    it: 'Guasto dei numeri di emergenza',
    en: 'Emergency-number outage',
  },
  FIRE_WITH_SMOKE: {
    de: 'Brand mit Rauchentwicklung',
    fr: 'Incendie avec dégagement de fumée',
    it: 'Incendio con sviluppo di fumo',
    en: 'Fire with smoke',
  },
  PANDEMIC: { de: 'Pandemie', fr: 'Pandémie', it: 'Pandemia', en: 'Pandemic' },
  TERROR_ATTACK: {
    de: 'Terroranschlag',
    fr: 'Attentat terroriste',
    it: 'Attentato terroristico',
    en: 'Terror attack',
  },
  CYBER_ATTACK: { de: 'Cyberangriff', fr: 'Cyberattaque', it: 'Attacco informatico', en: 'Cyber attack' },
  FIRE_BAN: {
    de: 'Feuerverbot',
    fr: 'Interdiction de faire du feu',
    it: 'Divieto di accendere fuochi',
    en: 'Fire ban',
  },
  MAJOR_EVENT: { de: 'Grossereignis', fr: 'Événement majeur', it: 'Evento maggiore', en: 'Major event' },
  OTHER: { de: 'Anderes Ereignis', fr: 'Autre événement', it: 'Altro evento', en: 'Other event' },
  TEST: { de: 'Test', fr: 'Test', it: 'Test', en: 'Test' },
};
