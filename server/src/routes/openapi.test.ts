// GET /api/openapi.json: the document of the HTTP API generated from the routes' schemas (docs/design.md §4.8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> }; security?: unknown[] }>>;
}

describe('the OpenAPI document', () => {
  it('lists the note calls, their history, the account notes, the script API and the raw view, and no page', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    const document = answer.json<OpenApiDocument>();
    expect(document.openapi).toMatch(/^3\./);
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/notes/create',
        '/api/notes/{shareId}/update',
        '/api/notes/share/{shareId}',
        '/api/notes/{editId}/versions',
        '/api/notes/list',
        '/api/notes',
        '/api/notes/{shareId}',
        '/n/{id}/raw',
        '/api/health',
      ]),
    );
    expect(paths.filter((path) => !path.startsWith('/api/') && path !== '/n/{id}/raw')).toEqual([]);
    expect(paths.some((path) => path.startsWith('/api/auth'))).toBe(false);
    expect(Object.keys(document.paths['/api/notes']!.post!.requestBody!.content)).toEqual(['text/markdown', 'text/plain', 'text/html']);
    expect(document.paths['/api/notes/{shareId}']!.put!.security).toEqual([{ editId: [] }]);
  });
});
