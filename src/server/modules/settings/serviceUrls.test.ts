import { beforeAll, describe, expect, it } from 'vitest';
import type { GlobalSettings } from '../../../domain/globalSettings.ts';
import type { SocialPostView } from '../../../domain/socialMedia.ts';
import { testBackends } from '../../test-support/database.ts';
import { capSchemaErrors, completeContent } from '../../test-support/events.ts';
import { bearerOf } from '../../test-support/login.ts';
import { useEventsTestApp } from '../../test-support/useEventsTestApp.ts';

const TWITTER = '/api/scc/socialmedias/twitter';
const URLS = {
  publicWebsite: 'https://www.alert.swiss/de',
  capFeed: 'https://cap.alert.swiss/v1/feed',
  helpDesk: 'https://hilfe.alert.swiss/konsole',
};

describe.each(testBackends())('the service addresses of the global settings on %s', (backend) => {
  const t = useEventsTestApp(backend);
  const { api } = t;
  let admin: { authorization: string };

  beforeAll(async () => {
    admin = await bearerOf(t.app, 'admin');
  });

  const helpDesk = async (user: string) => (await api.call(user, 'GET', 'help-desk')).json().url;

  /** A LIVE warning of zh.operator with social media chosen, published by zh.operator2: its id. */
  async function publishedWarning(links: { label: string; url: string }[] = []) {
    const content = completeContent(undefined, {
      links,
      channels: { sirens: null, publicApp: true, icaro: false, socialMedia: true },
    });
    const id: number = (await api.create('zh.operator', { content })).json().eventId;
    await api.step('zh.operator', id, 'SUBMIT');
    expect((await api.step('zh.operator2', id, 'APPROVE')).json()).toMatchObject({ state: 'ACTIVE' });
    return id;
  }
  const capOf = async (id: number) => {
    const xml = (await api.call('zh.viewer', 'GET', `events/${id}/cap`)).body;
    expect(await capSchemaErrors(xml)).toEqual([]);
    return xml;
  };

  it('unset, they change nothing: no help desk, no <web> without a link, posts link this console', async () => {
    expect(await helpDesk('zh.viewer')).toBe('');
    const account = await t.app.inject({
      method: 'PUT',
      url: TWITTER,
      headers: admin,
      payload: { enabled: true, accountName: 'alertswiss', characterLimit: 280 },
    });
    expect(account.statusCode, account.body).toBe(200);
    const id = await publishedWarning();
    expect(await capOf(id)).not.toContain('<web>');
    const posts = (await t.app.inject({ url: `${TWITTER}/posts`, headers: admin })).json<SocialPostView[]>();
    expect(posts.find((p) => p.eventId === id)?.link).toMatch(
      /^http:\/\/localhost:8080\/api\/public\/cap\/messages\//,
    );
  });

  it('set, the help menu links the help desk, CAP names the public website and posts link beside the CAP feed', async () => {
    const settings: GlobalSettings = (await api.call('admin', 'GET', 'settings')).json();
    const saved = await api.call('admin', 'PUT', 'settings', { ...settings, urls: URLS });
    expect(saved.statusCode, saved.body).toBe(200);

    expect(await helpDesk('zh.viewer')).toBe(URLS.helpDesk);
    expect(await helpDesk('device.admin')).toBe(URLS.helpDesk);

    const id = await publishedWarning();
    const xml = await capOf(id);
    expect(xml.match(/<web>https:\/\/www\.alert\.swiss\/de<\/web>/g)).toHaveLength(3);
    const posts = (await t.app.inject({ url: `${TWITTER}/posts`, headers: admin })).json<SocialPostView[]>();
    const post = posts.find((p) => p.eventId === id);
    expect(post?.link).toMatch(
      /^https:\/\/cap\.alert\.swiss\/v1\/messages\/ch\.alert\.console\.event\.\d+\.v1\.xml$/,
    );
    expect(post?.text.endsWith(post.link)).toBe(true);

    // The event's own link stays the message's <web>.
    const linked = await publishedWarning([
      { label: 'Stadt Zürich', url: 'https://www.stadt-zuerich.ch/sturm' },
    ]);
    expect(await capOf(linked)).toContain('<web>https://www.stadt-zuerich.ch/sturm</web>');
  });
});
