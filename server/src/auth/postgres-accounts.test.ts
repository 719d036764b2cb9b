// Accounts and their notes with DATABASE_URL set: better-auth's tables in the notes' PostgreSQL database, migrated
// at start, and two app instances on that database agreeing on who is signed in and what they own — what several
// instances behind a load balancer rely on. Runs whenever PostgreSQL answers (PGTEST_URL), skipped loudly otherwise.
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { AccountNote, AccountSession } from '../../../shared/wire/account.ts';
import { getAs, postAs, sessionCookieFrom, signIn, signUp } from '../test-support/accounts.ts';
import { createTestDatabase } from '../test-support/postgres.ts';
import { createNote, errorOf, getPage, postJson, startTestApp, type TestApp } from '../test-support/test-app.ts';

const database = await createTestDatabase('PostgreSQL account tests');
const SECRET = 'a-shared-secret-of-at-least-thirty-two-chars';

const started: TestApp[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((app) => app.close()));
});

/** `count` app instances on one fresh schema, started together as a cluster's instances would be. */
async function instances(count: number): Promise<{ apps: TestApp[]; url: string }> {
  const url = await database!.freshSchema();
  const apps = await Promise.all(Array.from({ length: count }, () => startTestApp({ env: { DATABASE_URL: url, SECRET } })));
  started.push(...apps);
  return { apps, url };
}

const sessionOf = async (t: TestApp, cookie: string): Promise<AccountSession | null> =>
  (await getPage(t.app, '/api/auth/get-session', { headers: { cookie } })).json<AccountSession | null>();

describe.skipIf(!database)('accounts in PostgreSQL', () => {
  afterAll(async () => {
    await database?.drop();
  });

  it('instances starting together create the account tables once, in the notes’ database', async () => {
    const { apps, url } = await instances(2);
    expect(apps[0]!.store.kind).toBe('postgres');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ table_name: string }>(
        'SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name',
      );
      expect(rows.map((row) => row.table_name)).toEqual(expect.arrayContaining(['account', 'notes', 'session', 'user', 'verification']));
    } finally {
      await client.end();
    }
  });

  it('a session made on one instance is valid on the other, and signing out on either ends it on both', async () => {
    const { apps } = await instances(2);
    const [a, b] = apps as [TestApp, TestApp];
    const ada = await signUp(a.app, { name: 'Ada Lovelace' });
    expect((await sessionOf(b, ada.cookie))?.user).toMatchObject({ name: 'Ada Lovelace', email: ada.email });
    const again = await signIn(b.app, ada.email, ada.password);
    expect(again.statusCode).toBe(200);
    expect((await sessionOf(a, sessionCookieFrom(again)))?.user.email).toBe(ada.email);
    expect((await postAs(ada, b.app, '/api/auth/sign-out', {})).statusCode).toBe(200);
    expect(await sessionOf(a, ada.cookie)).toBeNull();
  });

  it('one e-mail signing up on two instances at once makes one account', async () => {
    const { apps, url } = await instances(2);
    const body = { name: 'Twin', email: `twin-${Date.now()}@example.com`, password: 'analytical engine' };
    const answers = await Promise.all(apps.map((t) => postJson(t.app, '/api/auth/sign-up/email', body)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    // Both may pass better-auth's check before either inserts; the unique e-mail index then refuses the second.
    expect(errorOf(answers.find((answer) => answer.statusCode === 422)!).code).toMatch(/user-already-exists|failed-to-create-user/);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      expect((await client.query('SELECT id FROM "user" WHERE email = $1', [body.email])).rowCount).toBe(1);
    } finally {
      await client.end();
    }
  });

  it('a note created on one instance is in the account’s list on the other, and deleting the account there takes it', async () => {
    const { apps } = await instances(2);
    const [a, b] = apps as [TestApp, TestApp];
    const ada = await signUp(a.app);
    const anonymous = await createNote(b.app);
    const claimed = await postAs(ada, a.app, '/api/notes/sync', { notes: [{ share_id: anonymous.share_id, edit_id: anonymous.edit_id }] });
    expect(claimed.statusCode).toBe(200);
    const list = await getAs(ada, b.app, '/api/notes/list');
    expect(list.json<AccountNote[]>().map((note) => note.id)).toEqual([anonymous.share_id]);
    expect((await postAs(ada, b.app, '/api/auth/delete-user', { password: ada.password })).statusCode).toBe(200);
    expect(await a.store.findByShareId(anonymous.share_id, a.clock.now())).toBeNull();
  });
});
