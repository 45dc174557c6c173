import { CataloguePage } from './CataloguePage.tsx';
import { ContactsPage } from './ContactsPage.tsx';
import { PictogramsPage } from './PictogramsPage.tsx';

/** The catalogue, pictogram and contact pages, one lazy chunk between them (like the water screen's). */
export const EventCategoryPage = () => <CataloguePage kind="eventcategory" />;
export const EventTypePage = () => <CataloguePage kind="eventtype" />;
export const ImpactPage = () => <CataloguePage kind="impact" />;
export const BehaviorPage = () => <CataloguePage kind="behavior" />;
export const BehaviorPictogramsPage = () => <PictogramsPage kind="behavior" />;
export const EventTypePictogramsPage = () => <PictogramsPage kind="eventtype" />;
export const PhoneContactsPage = () => <ContactsPage kind="phone" />;
export const UrlContactsPage = () => <ContactsPage kind="url" />;
export { ExportPage } from './ExportPage.tsx';
export { SettingsPage } from './SettingsPage.tsx';
export { TemplatesPage } from './TemplatesPage.tsx';
