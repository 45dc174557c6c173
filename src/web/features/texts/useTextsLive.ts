import { useQueryClient } from '@tanstack/react-query';
import type { TextsNotice } from '../../../domain/textCatalogue.ts';
import { useLiveConnected, useLiveTopic } from '../../live/LiveContext.ts';
import { eventKeys } from '../events/eventsApi.ts';
import { textsKeys } from './textsApi.ts';

const KEYS: Record<TextsNotice['area'], readonly string[]> = {
  templates: eventKeys.templates,
  catalogue: ['catalogue'],
  pictograms: ['pictograms'],
  contacts: ['public-contacts'],
  settings: textsKeys.settings,
};

/**
 * Keeps the texts screens, the template picker and the editor's catalogue choices current: a change on
 * any console reloads that part here; a reconnect reloads everything (notices may have been missed).
 */
export function useTextsLive() {
  const queryClient = useQueryClient();
  useLiveTopic<TextsNotice>(
    'texts',
    ({ area }) => void queryClient.invalidateQueries({ queryKey: KEYS[area] }),
  );
  useLiveConnected(() => {
    for (const queryKey of Object.values(KEYS)) void queryClient.invalidateQueries({ queryKey });
  });
}
