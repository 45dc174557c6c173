import type { ChannelState } from '../../../domain/systemStatus.ts';
import type { Config } from '../../config.ts';
import { CHECK_TIMEOUT_MS, httpAnswers } from '../dashboard/channelChecks.ts';

/** A post as a social-media channel receives it. */
export interface OutgoingPost {
  identifier: string;
  accountName: string;
  text: string;
  link: string;
}

/**
 * Where posts go. The embedded channel keeps them in the console (the `social_post` rows are its
 * timeline); the gateway channel hands them to `TWITTER_URL`, whose GET answers its health.
 */
export interface SocialChannel {
  readonly kind: 'embedded' | 'gateway';
  /** The channel's state while the account is switched on. */
  available(): Promise<ChannelState>;
  /** Resolves once the channel took the post; throws with the reason otherwise. */
  post(post: OutgoingPost): Promise<void>;
}

const embedded: SocialChannel = {
  kind: 'embedded',
  available: async () => 'AVAILABLE',
  post: async () => undefined,
};

function gateway(url: string): SocialChannel {
  return {
    kind: 'gateway',
    available: async () => ((await httpAnswers(url)) ? 'AVAILABLE' : 'UNAVAILABLE'),
    async post(post) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(post),
        signal: AbortSignal.timeout(CHECK_TIMEOUT_MS * 5),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`the social-media gateway answered ${response.status}`);
    },
  };
}

/** The gateway at `TWITTER_URL`, or the embedded channel when it is unset. */
export function socialChannelOf(config: Pick<Config, 'TWITTER_URL'>): SocialChannel {
  return config.TWITTER_URL ? gateway(config.TWITTER_URL) : embedded;
}
