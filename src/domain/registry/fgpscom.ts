import { fgpscom as resource } from '../resources/fgpscom.ts';
import { channelEntry } from './componentLinks.ts';

/** The channels of the field components (two per FGP: about 10,000 rows). */
export const fgpscom = channelEntry({
  resource,
  component: 'fgps',
  manage: ['FGP_MGMT_RIGHT_VIEW'],
  paging: 'server',
});
