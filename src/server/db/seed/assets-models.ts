/** Siren models of the demo fleet (DOMAIN.md: mostly electronic sirens, some older motor and pneumatic ones). */
export const DEMO_SIREN_MODELS = [
  {
    manufacturer: 'Kockum Sonics',
    name: 'Tyfonic Delta 4',
    drive: 'ELECTRONIC',
    soundPowerDb: 124,
    rangeMetres: 1100,
    batteryBackup: true,
  },
  {
    manufacturer: 'Kockum Sonics',
    name: 'Tyfonic Delta 6',
    drive: 'ELECTRONIC',
    soundPowerDb: 128,
    rangeMetres: 1500,
    batteryBackup: true,
  },
  {
    manufacturer: 'Kockum Sonics',
    name: 'Tyfonic Delta 8',
    drive: 'ELECTRONIC',
    soundPowerDb: 131,
    rangeMetres: 1900,
    batteryBackup: true,
  },
  {
    manufacturer: 'Ergatec',
    name: 'APEX 1200',
    drive: 'ELECTRONIC',
    soundPowerDb: 125,
    rangeMetres: 1200,
    batteryBackup: true,
  },
  {
    manufacturer: 'Ergatec',
    name: 'APEX 2400',
    drive: 'ELECTRONIC',
    soundPowerDb: 132,
    rangeMetres: 2100,
    batteryBackup: true,
  },
  {
    manufacturer: 'Hörmann',
    name: 'ECN 1200',
    drive: 'ELECTRONIC',
    soundPowerDb: 124,
    rangeMetres: 1100,
    batteryBackup: true,
  },
  {
    manufacturer: 'Hörmann',
    name: 'PNS 2000',
    drive: 'PNEUMATIC',
    soundPowerDb: 135,
    rangeMetres: 2400,
    batteryBackup: false,
  },
  {
    manufacturer: 'Sirenen Kemmler',
    name: 'KSM 660',
    drive: 'MOTOR',
    soundPowerDb: 122,
    rangeMetres: 950,
    batteryBackup: false,
  },
  {
    manufacturer: 'Elektro-Apparatebau',
    name: 'E57',
    drive: 'MOTOR',
    soundPowerDb: 120,
    rangeMetres: 800,
    batteryBackup: false,
  },
  {
    manufacturer: 'Ergatec',
    name: 'MOBIL 120',
    drive: 'ELECTRONIC',
    soundPowerDb: 118,
    rangeMetres: 600,
    batteryBackup: true,
  },
] as const;

/** Who carries the mobile sirens and who operates the stationary ones, as cantonal staff write it. */
export const CARRIERS = ['Feuerwehr', 'Zivilschutz', 'Kantonspolizei'] as const;
export const OPERATORS = ['Gemeinde', 'Feuerwehr', 'Zivilschutzorganisation'] as const;
