import { WaterStepPage } from './WaterStepPage.tsx';

/** The three pages of the water screen (SPEC.md §2), one lazy chunk between them. */
export const UnlockDamPage = () => <WaterStepPage step="unlock" />;
export const AlarmDamPage = () => <WaterStepPage step="alarm" />;
export const LockDamPage = () => <WaterStepPage step="lock" />;
