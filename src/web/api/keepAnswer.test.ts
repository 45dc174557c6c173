import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { keepAnswer } from './keepAnswer.ts';

describe('keepAnswer', () => {
  it('keeps the answer to a change when an older read of the same key arrives after it', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const key = ['banner'];
    client.setQueryData(key, { lastChangedBy: null });
    let answerOlderRead: (value: { lastChangedBy: string | null }) => void = () => {};
    // The reload after an outage: it read the banner before the save committed and answers late.
    const olderRead = client.fetchQuery({
      queryKey: key,
      queryFn: () => new Promise<{ lastChangedBy: string | null }>((resolve) => (answerOlderRead = resolve)),
      staleTime: 0,
    });

    await keepAnswer(client, key, { lastChangedBy: 'admin' });
    answerOlderRead({ lastChangedBy: null });
    await olderRead.catch(() => undefined);

    expect(client.getQueryData(key)).toEqual({ lastChangedBy: 'admin' });
  });
});
