import type { SocialAccount, SocialAccountView, SocialPostView } from '../../../domain/socialMedia.ts';
import type { ChannelState } from '../../../domain/systemStatus.ts';
import { SCC } from '../../api/bases.ts';
import type { ApiClient } from '../../api/http.ts';

const BASE = `${SCC}/socialmedias/twitter`;

export interface AccountAnswer extends SocialAccountView {
  channel: 'embedded' | 'gateway';
  state: ChannelState;
}

export const socialMediaKeys = {
  account: ['socialmedia', 'account'] as const,
  posts: ['socialmedia', 'posts'] as const,
};

export const socialMediaCalls = {
  account: (api: ApiClient) => api.get<AccountAnswer>(BASE),
  save: (api: ApiClient, account: SocialAccount) => api.put<AccountAnswer>(BASE, account),
  posts: (api: ApiClient) => api.get<SocialPostView[]>(`${BASE}/posts`),
};
