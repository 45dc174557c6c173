import { describe, expect, it } from 'vitest';
import { EventContentSchema } from './eventContent.ts';
import { LINK_WEIGHT, postText, postWeight, SocialAccountSchema } from './socialMedia.ts';

const LINK = 'https://console.example.ch/api/public/cap/messages/ch.example.console.event-12-1.xml';
const content = (primaryLanguage: 'de' | 'fr', description: string) =>
  EventContentSchema.parse({
    primaryLanguage,
    texts: {
      de: { title: 'Sturmwarnung', description },
      fr: { title: 'Avis de tempête', description: 'Rafales.' },
    },
    area: { polygons: [] },
    channels: { socialMedia: true },
  });

describe('social-media posts', () => {
  it('write title and description of the primary language, then the link', () => {
    expect(postText(content('de', 'Böen bis 100 km/h.'), LINK, 280)).toBe(
      `Sturmwarnung – Böen bis 100 km/h. ${LINK}`,
    );
    expect(postText(content('fr', 'egal'), LINK, 280)).toBe(`Avis de tempête – Rafales. ${LINK}`);
  });

  it('cut a long text at a word, with an ellipsis, so that the post stays within the limit', () => {
    const description = 'Umstürzende Bäume und fliegende Ziegel. '.repeat(40);
    for (const limit of [100, 140, 280, 500]) {
      const post = postText(content('de', description), LINK, limit);
      expect(postWeight(post, LINK), String(limit)).toBeLessThanOrEqual(limit);
      expect(postWeight(post, LINK), String(limit)).toBeGreaterThan(limit * 0.8);
      expect(post.endsWith(`… ${LINK}`)).toBe(true);
      // The cut falls between two words of the message.
      expect(`Sturmwarnung – ${description}`).toContain(`${post.slice(0, post.indexOf('…'))} `);
    }
  });

  it('count an emoji or an accent once and never split one', () => {
    const post = postText(content('de', '🌪️'.repeat(400)), LINK, 280);
    expect(postWeight(post, LINK)).toBeLessThanOrEqual(280);
    expect(post).not.toContain('\uFFFD');
    expect(LINK_WEIGHT).toBe(23);
  });

  it('accept an account name as Twitter does and refuse anything else', () => {
    const account = (accountName: string) =>
      SocialAccountSchema.safeParse({ enabled: true, accountName, characterLimit: 280 }).success;
    expect(account('@alertswiss')).toBe(true);
    expect(account('alert_swiss_01')).toBe(true);
    expect(account('not a name')).toBe(false);
    expect(account('@a_name_far_too_long')).toBe(false);
    expect(account('')).toBe(false);
  });
});
