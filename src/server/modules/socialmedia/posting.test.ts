import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { LINK_WEIGHT, type SocialPostView } from '../../../domain/socialMedia.ts';
import { events, socialPosts } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test-support/app.ts';
import { testBackends } from '../../test-support/database.ts';
import { completeContent } from '../../test-support/events.ts';
import { bearerOf } from '../../test-support/login.ts';
import { useEventsTestApp } from '../../test-support/useEventsTestApp.ts';
import { sendSocialPost } from './posting.ts';

const ACCOUNT = '/api/scc/socialmedias/twitter';
const LONG =
  'Heftige Sturmböen bis 130 km/h erwartet, Bäume können umstürzen und Dächer beschädigt werden. '.repeat(6);
const warning = (description = LONG) =>
  completeContent(undefined, {
    texts: {
      de: { title: 'Sturmwarnung Zürich', description, instructions: ['Bleiben Sie im Haus.'], impacts: [] },
      fr: {
        title: 'Avis de tempête',
        description: 'Rafales.',
        instructions: ['Restez à l’intérieur.'],
        impacts: [],
      },
      it: {
        title: 'Allerta tempesta',
        description: 'Raffiche.',
        instructions: ['Restate in casa.'],
        impacts: [],
      },
    },
    channels: { sirens: null, publicApp: false, icaro: false, socialMedia: true },
  });

/** A loopback social-media gateway: GET is its health, every POST a post it took (or refused). */
function startGateway() {
  const posts: unknown[] = [];
  const state = { refuse: false };
  const server = createServer(async (request: IncomingMessage, response) => {
    if (request.method === 'POST') {
      let body = '';
      for await (const chunk of request) body += chunk;
      if (!state.refuse) posts.push(JSON.parse(body));
    }
    response.statusCode = state.refuse ? 503 : 200;
    response.end();
  });
  return { server, posts, state };
}

describe.each(testBackends())('social-media posts on %s', (backend) => {
  const t = useEventsTestApp(backend);
  const { api } = t;
  let admin: { authorization: string };

  beforeAll(async () => {
    admin = await bearerOf(t.app, 'admin');
  });

  const account = (app: FastifyInstance, method: 'GET' | 'PUT', payload?: object) =>
    app.inject({ method, url: ACCOUNT, headers: admin, ...(payload ? { payload } : {}) });
  const postsOf = async (eventId: number) =>
    (await t.app.inject({ url: `${ACCOUNT}/posts`, headers: admin }))
      .json<SocialPostView[]>()
      .filter((post) => post.eventId === eventId);

  async function publishWarning(user: string, approver: string, description?: string) {
    const id: number = (await api.create(user, { content: warning(description) })).json().eventId;
    await api.step(user, id, 'SUBMIT');
    const approved = await api.step(approver, id, 'APPROVE');
    expect(approved.statusCode, approved.body).toBe(200);
    return id;
  }

  it('the switched-off account posts nothing and the Twitter channel is disabled', async () => {
    expect((await account(t.app, 'GET')).json()).toMatchObject({ enabled: false, state: 'DISABLED' });
    const id = await publishWarning('zh.operator', 'zh.operator2');
    expect(await postsOf(id)).toEqual([]);
  });

  it('refuses a malformed account with a translated 400 and keeps the stored one', async () => {
    const refused = await account(t.app, 'PUT', {
      enabled: true,
      accountName: 'not a name!',
      characterLimit: 280,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ status: 400 });
    expect((await account(t.app, 'GET')).json()).toMatchObject({ enabled: false });
    const cantonal = await t.app.inject({ url: ACCOUNT, headers: await bearerOf(t.app, 'zh.operator') });
    expect(cantonal.statusCode).toBe(403);
  });

  it('a published LIVE event posts once: primary-language text cut to the limit, then the public CAP link', async () => {
    const saved = await account(t.app, 'PUT', {
      enabled: true,
      accountName: 'alertswiss',
      characterLimit: 280,
    });
    expect(saved.json()).toMatchObject({ enabled: true, accountName: '@alertswiss', channel: 'embedded' });
    expect(saved.json().state).toBe('AVAILABLE');

    const id = await publishWarning('zh.operator', 'zh.operator2');
    await expect
      .poll(async () => (await postsOf(id)).map((post) => post.state), { timeout: 10_000 })
      .toEqual(['POSTED']);
    const [post] = await postsOf(id);
    const [version] = await t.database.db.select().from(events).where(eq(events.id, id));
    expect(version!.publishedVersions).toBe(1);
    expect(post!.language).toBe('de');
    expect(post!.link).toMatch(/^http:\/\/localhost:8080\/api\/public\/cap\/messages\/.+\.xml$/);
    expect(post!.text.startsWith('Sturmwarnung Zürich – Heftige Sturmböen')).toBe(true);
    expect(post!.text.endsWith(`… ${post!.link}`)).toBe(true);
    const counted = Array.from(post!.text.slice(0, -post!.link.length)).length + LINK_WEIGHT;
    expect(counted).toBeLessThanOrEqual(280);
    expect(counted).toBeGreaterThan(260);
    // The link is the public CAP message of that version.
    const cap = await t.app.inject(post!.link.replace('http://localhost:8080', ''));
    expect(cap.statusCode).toBe(200);
    expect(cap.body).toContain('Sturmwarnung Zürich');

    // Sending the same post again, e.g. a job run twice or on a second server, changes nothing.
    await sendSocialPost(t.app, post!.id);
    expect(await postsOf(id)).toEqual([post]);
  });

  it('EXERCISE never posts, even with the account on and social media chosen', async () => {
    const id = await publishWarning('zh.trainee', 'zh.trainee');
    expect((await api.get('zh.trainee', id)).json()).toMatchObject({
      operationMode: 'EXERCISE',
      state: 'ACTIVE',
    });
    expect(await t.database.db.select().from(socialPosts).where(eq(socialPosts.eventId, id))).toEqual([]);
  });

  it('several servers send a post once; a refusing gateway marks it failed with its reason', async () => {
    const gateway = startGateway();
    await new Promise<void>((resolve) => gateway.server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}/posts`;
    const servers = await Promise.all([1, 2, 3].map(() => buildTestApp(t.database, { TWITTER_URL: url })));
    // Posts written as a publication writes them; sent here by hand, so that no job of the test app
    // (whose channel is the embedded one) takes them first.
    const [event] = await t.database.db.select({ id: events.id }).from(events).limit(1);
    const pendingPost = (identifier: string) =>
      t.database.db
        .insert(socialPosts)
        .values({
          messageIdentifier: identifier,
          eventId: event!.id,
          version: 1,
          accountName: '@alertswiss',
          language: 'de',
          text: `Kurz. http://localhost:8080/${identifier}`,
          link: `http://localhost:8080/${identifier}`,
        })
        .returning()
        .then(([row]) => row!);
    try {
      expect((await account(servers[0]!, 'GET')).json()).toMatchObject({
        channel: 'gateway',
        state: 'AVAILABLE',
      });
      const once = await pendingPost('gateway-once');
      await Promise.all(servers.map((server) => sendSocialPost(server, once.id)));
      expect(gateway.posts).toEqual([
        { identifier: 'gateway-once', accountName: '@alertswiss', text: once.text, link: once.link },
      ]);
      const [posted] = await t.database.db.select().from(socialPosts).where(eq(socialPosts.id, once.id));
      expect(posted).toMatchObject({ state: 'POSTED', failure: null });

      gateway.state.refuse = true;
      expect((await account(servers[0]!, 'GET')).json()).toMatchObject({ state: 'UNAVAILABLE' });
      const refused = await pendingPost('gateway-refused');
      await sendSocialPost(servers[1]!, refused.id);
      const [failed] = await t.database.db.select().from(socialPosts).where(eq(socialPosts.id, refused.id));
      expect(failed).toMatchObject({ state: 'FAILED', failure: 'the social-media gateway answered 503' });
    } finally {
      await Promise.all(servers.map((server) => server.close()));
      (gateway.server as Server).close();
    }
  });
});
