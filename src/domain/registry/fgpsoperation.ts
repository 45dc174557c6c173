import { fgpsoperation as resource } from '../resources/fgpsoperation.ts';
import { operationEntry } from './componentLinks.ts';

/** Seen and kept with the FGP management right (the page's view permission). */
export const fgpsoperation = operationEntry({ resource, component: 'fgps', manage: [], paging: 'server' });
