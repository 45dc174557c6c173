import type { CantonCode } from '../../../domain/cantons.ts';

/**
 * Per canton: stationary sirens (about 5,100 in all, close to DOMAIN.md's figures: BE ~690, ZH ~450, TI ~390,
 * SG ~230, LU ~173, SZ ~110, BS ~40) and some of its municipalities.
 */
export const CANTON_PLACES: Record<CantonCode, { sirens: number; municipalities: readonly string[] }> = {
  ZH: {
    sirens: 450,
    municipalities: [
      'Zürich',
      'Winterthur',
      'Uster',
      'Dübendorf',
      'Dietikon',
      'Wetzikon',
      'Horgen',
      'Bülach',
    ],
  },
  BE: {
    sirens: 690,
    municipalities: ['Bern', 'Biel/Bienne', 'Thun', 'Köniz', 'Burgdorf', 'Langenthal', 'Interlaken', 'Spiez'],
  },
  LU: { sirens: 173, municipalities: ['Luzern', 'Emmen', 'Kriens', 'Horw', 'Sursee', 'Hochdorf'] },
  UR: { sirens: 95, municipalities: ['Altdorf', 'Schattdorf', 'Erstfeld', 'Andermatt'] },
  SZ: { sirens: 110, municipalities: ['Schwyz', 'Einsiedeln', 'Freienbach', 'Küssnacht', 'Lachen'] },
  OW: { sirens: 60, municipalities: ['Sarnen', 'Kerns', 'Alpnach', 'Engelberg'] },
  NW: { sirens: 55, municipalities: ['Stans', 'Hergiswil', 'Buochs', 'Beckenried'] },
  GL: { sirens: 70, municipalities: ['Glarus', 'Glarus Nord', 'Glarus Süd'] },
  ZG: { sirens: 60, municipalities: ['Zug', 'Baar', 'Cham', 'Steinhausen', 'Risch'] },
  FR: {
    sirens: 230,
    municipalities: ['Fribourg', 'Bulle', 'Villars-sur-Glâne', 'Murten/Morat', 'Estavayer'],
  },
  SO: { sirens: 150, municipalities: ['Solothurn', 'Olten', 'Grenchen', 'Zuchwil', 'Dornach'] },
  BS: { sirens: 40, municipalities: ['Basel', 'Riehen', 'Bettingen'] },
  BL: { sirens: 120, municipalities: ['Liestal', 'Allschwil', 'Reinach', 'Muttenz', 'Pratteln'] },
  SH: {
    sirens: 60,
    municipalities: ['Schaffhausen', 'Neuhausen am Rheinfall', 'Thayngen', 'Stein am Rhein'],
  },
  AR: { sirens: 50, municipalities: ['Herisau', 'Teufen', 'Speicher', 'Heiden'] },
  AI: { sirens: 25, municipalities: ['Appenzell', 'Oberegg', 'Gonten'] },
  SG: {
    sirens: 230,
    municipalities: ['St. Gallen', 'Rapperswil-Jona', 'Wil', 'Gossau', 'Buchs', 'Rorschach'],
  },
  GR: {
    sirens: 420,
    municipalities: ['Chur', 'Davos', 'Landquart', 'St. Moritz', 'Ilanz/Glion', 'Poschiavo'],
  },
  AG: {
    sirens: 300,
    municipalities: ['Aarau', 'Baden', 'Wettingen', 'Brugg', 'Wohlen', 'Rheinfelden', 'Zofingen'],
  },
  TG: { sirens: 150, municipalities: ['Frauenfeld', 'Kreuzlingen', 'Arbon', 'Weinfelden', 'Amriswil'] },
  TI: {
    sirens: 390,
    municipalities: ['Lugano', 'Bellinzona', 'Locarno', 'Mendrisio', 'Chiasso', 'Biasca'],
  },
  VD: {
    sirens: 420,
    municipalities: ['Lausanne', 'Yverdon-les-Bains', 'Montreux', 'Nyon', 'Renens', 'Vevey', 'Morges'],
  },
  VS: {
    sirens: 480,
    municipalities: ['Sion', 'Martigny', 'Monthey', 'Sierre', 'Brig-Glis', 'Visp', 'Zermatt'],
  },
  NE: { sirens: 110, municipalities: ['Neuchâtel', 'La Chaux-de-Fonds', 'Le Locle', 'Val-de-Travers'] },
  GE: { sirens: 120, municipalities: ['Genève', 'Vernier', 'Lancy', 'Meyrin', 'Carouge', 'Onex'] },
  JU: { sirens: 80, municipalities: ['Delémont', 'Porrentruy', 'Saignelégier'] },
};
