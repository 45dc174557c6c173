import { kgpsoperation as resource } from '../resources/kgpsoperation.ts';
import { operationEntry } from './componentLinks.ts';

/** Seen and kept with the KGP management right (the page's view permission). */
export const kgpsoperation = operationEntry({ resource, component: 'kgps', manage: [], paging: 'client' });
