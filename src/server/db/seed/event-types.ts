import type { CapCategory } from '../../../domain/cap.ts';
import type { LocalizedText } from '../schema/index.ts';

/**
 * The event categories and types the catalogue starts with (DOMAIN.md): from then on administrators add,
 * rename and remove them on /textpictograms; each type is filed under its CAP 1.2 category.
 */
export const SEED_EVENT_CATEGORIES: { code: string; texts: LocalizedText }[] = [
  { code: 'NATURE', texts: { de: 'Natur', fr: 'Nature', it: 'Natura', en: 'Nature' } },
  { code: 'TECHNOLOGY', texts: { de: 'Technik', fr: 'Technique', it: 'Tecnica', en: 'Technology' } },
  { code: 'SOCIETY', texts: { de: 'Gesellschaft', fr: 'Société', it: 'Società', en: 'Society' } },
];

export const SEED_EVENT_TYPES: {
  code: string;
  category: string;
  capCategory: CapCategory;
  texts: LocalizedText;
}[] = [
  {
    code: 'FLOOD',
    category: 'NATURE',
    capCategory: 'Met',
    texts: { de: 'Hochwasser', fr: 'Crue', it: 'Piena', en: 'Flood' },
  },
  {
    code: 'SEVERE_WEATHER',
    category: 'NATURE',
    capCategory: 'Met',
    texts: { de: 'Unwetter', fr: 'Intempéries', it: 'Maltempo', en: 'Severe weather' },
  },
  {
    code: 'STORM',
    category: 'NATURE',
    capCategory: 'Met',
    texts: { de: 'Sturm', fr: 'Tempête', it: 'Tempesta', en: 'Storm' },
  },
  {
    code: 'EARTHQUAKE',
    category: 'NATURE',
    capCategory: 'Geo',
    texts: { de: 'Erdbeben', fr: 'Séisme', it: 'Terremoto', en: 'Earthquake' },
  },
  {
    code: 'AVALANCHE',
    category: 'NATURE',
    capCategory: 'Geo',
    texts: { de: 'Lawine', fr: 'Avalanche', it: 'Valanga', en: 'Avalanche' },
  },
  {
    code: 'LANDSLIDE',
    category: 'NATURE',
    capCategory: 'Geo',
    texts: {
      de: 'Felssturz oder Rutschung',
      fr: 'Éboulement ou glissement de terrain',
      it: 'Frana o scoscendimento',
      en: 'Rockfall or landslide',
    },
  },
  {
    code: 'DEBRIS_FLOW',
    category: 'NATURE',
    capCategory: 'Geo',
    texts: { de: 'Murgang', fr: 'Lave torrentielle', it: 'Colata detritica', en: 'Debris flow' },
  },
  {
    code: 'FOREST_FIRE',
    category: 'NATURE',
    capCategory: 'Fire',
    texts: { de: 'Waldbrand', fr: 'Incendie de forêt', it: 'Incendio boschivo', en: 'Forest fire' },
  },
  {
    code: 'DROUGHT',
    category: 'NATURE',
    capCategory: 'Env',
    texts: { de: 'Trockenheit', fr: 'Sécheresse', it: 'Siccità', en: 'Drought' },
  },
  {
    code: 'HEATWAVE',
    category: 'NATURE',
    capCategory: 'Met',
    texts: { de: 'Hitzewelle', fr: 'Canicule', it: 'Ondata di calore', en: 'Heatwave' },
  },
  {
    code: 'CHEMICAL_ACCIDENT',
    category: 'TECHNOLOGY',
    capCategory: 'CBRNE',
    texts: { de: 'Chemieunfall', fr: 'Accident chimique', it: 'Incidente chimico', en: 'Chemical accident' },
  },
  {
    code: 'NUCLEAR_ACCIDENT',
    category: 'TECHNOLOGY',
    capCategory: 'CBRNE',
    texts: {
      de: 'KKW-Unfall',
      fr: 'Accident de centrale nucléaire',
      it: 'Incidente in una centrale nucleare',
      en: 'Nuclear power plant accident',
    },
  },
  {
    code: 'DAM',
    category: 'TECHNOLOGY',
    capCategory: 'Infra',
    texts: { de: 'Stauanlage', fr: 'Ouvrage d’accumulation', it: 'Impianto di accumulazione', en: 'Dam' },
  },
  {
    code: 'POWER_OUTAGE',
    category: 'TECHNOLOGY',
    capCategory: 'Infra',
    texts: { de: 'Stromausfall', fr: 'Panne de courant', it: 'Interruzione di corrente', en: 'Power outage' },
  },
  {
    code: 'POWER_SHORTAGE',
    category: 'TECHNOLOGY',
    capCategory: 'Infra',
    texts: {
      de: 'Strommangellage',
      fr: 'Pénurie d’électricité',
      it: 'Penuria di elettricità',
      en: 'Power shortage',
    },
  },
  {
    code: 'DRINKING_WATER',
    category: 'TECHNOLOGY',
    capCategory: 'Health',
    texts: {
      de: 'Trinkwasserverunreinigung',
      fr: 'Contamination de l’eau potable',
      it: 'Contaminazione dell’acqua potabile',
      en: 'Drinking-water contamination',
    },
  },
  {
    code: 'EMERGENCY_NUMBER_OUTAGE',
    category: 'TECHNOLOGY',
    capCategory: 'Infra',
    texts: {
      de: 'Ausfall der Notrufnummern',
      fr: 'Panne des numéros d’urgence',
      it: 'Guasto dei numeri d’emergenza',
      en: 'Emergency-number outage',
    },
  },
  {
    code: 'FIRE_WITH_SMOKE',
    category: 'TECHNOLOGY',
    capCategory: 'Fire',
    texts: {
      de: 'Brand mit Rauchentwicklung',
      fr: 'Incendie avec fumée',
      it: 'Incendio con fumo',
      en: 'Fire with smoke',
    },
  },
  {
    code: 'PANDEMIC',
    category: 'SOCIETY',
    capCategory: 'Health',
    texts: { de: 'Pandemie', fr: 'Pandémie', it: 'Pandemia', en: 'Pandemic' },
  },
  {
    code: 'TERROR_ATTACK',
    category: 'SOCIETY',
    capCategory: 'Security',
    texts: {
      de: 'Terroranschlag',
      fr: 'Attentat terroriste',
      it: 'Attentato terroristico',
      en: 'Terror attack',
    },
  },
  {
    code: 'CYBER_ATTACK',
    category: 'SOCIETY',
    capCategory: 'Security',
    texts: { de: 'Cyberangriff', fr: 'Cyberattaque', it: 'Ciberattacco', en: 'Cyber attack' },
  },
  {
    code: 'FIRE_BAN',
    category: 'SOCIETY',
    capCategory: 'Fire',
    texts: {
      de: 'Feuerverbot',
      fr: 'Interdiction de faire du feu',
      it: 'Divieto di accendere fuochi',
      en: 'Fire ban',
    },
  },
  {
    code: 'MAJOR_EVENT',
    category: 'SOCIETY',
    capCategory: 'Safety',
    texts: { de: 'Grossanlass', fr: 'Grande manifestation', it: 'Grande manifestazione', en: 'Major event' },
  },
  {
    code: 'OTHER',
    category: 'SOCIETY',
    capCategory: 'Other',
    texts: { de: 'Anderes Ereignis', fr: 'Autre événement', it: 'Altro evento', en: 'Other event' },
  },
  {
    code: 'TEST',
    category: 'SOCIETY',
    capCategory: 'Other',
    texts: { de: 'Test', fr: 'Test', it: 'Test', en: 'Test' },
  },
];
