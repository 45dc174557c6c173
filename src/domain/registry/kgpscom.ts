import { kgpscom as resource } from '../resources/kgpscom.ts';
import { channelEntry } from './componentLinks.ts';

export const kgpscom = channelEntry({
  resource,
  component: 'kgps',
  manage: ['KGP_MGMT_RIGHT_VIEW'],
  paging: 'client',
});
