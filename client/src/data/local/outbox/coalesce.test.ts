import { describe, expect, it } from 'vitest';
import { planEnqueue } from './coalesce.ts';
import type { CreatePayload, OutboxOp } from '../types.ts';

const create: CreatePayload = { content: '<p>a</p>', share_id: 'S'.repeat(12), edit_id: 'E'.repeat(32), expire: 'never', password: 'pw' };

function op(id: number, body: Pick<OutboxOp, 'kind' | 'payload'>, state: Partial<OutboxOp> = {}): OutboxOp {
  return { id, shareId: 'S'.repeat(12), attempts: 0, nextAttemptAt: 0, status: 'queued', ...body, ...state } as OutboxOp;
}

describe('coalescing queued ops', () => {
  it('a newer edit replaces a queued update instead of queueing another', () => {
    const plan = planEnqueue([op(1, { kind: 'update', payload: { content: 'old' } })], { kind: 'update', payload: { content: 'new' } });
    expect(plan).toEqual({ put: [op(1, { kind: 'update', payload: { content: 'new' } })], add: null, remove: [] });
  });

  it('an update that may already be on the server is never rewritten', () => {
    const sent = op(1, { kind: 'update', payload: { content: 'old' } }, { attempts: 1 });
    expect(planEnqueue([sent], { kind: 'update', payload: { content: 'new' } })).toEqual({
      put: [],
      add: { kind: 'update', payload: { content: 'new' } },
      remove: [],
    });
  });

  it('a refused update is rewritten: the server never applied it', () => {
    const refused = op(1, { kind: 'update', payload: { content: 'old' } }, { attempts: 1, status: 'failed' });
    expect(planEnqueue([refused], { kind: 'update', payload: { content: 'new' } }).put).toEqual([{ ...refused, payload: { content: 'new' } }]);
  });

  it('edits, expiry and password changes fold into a create not yet sent; a rename does not', () => {
    const queued = [op(1, { kind: 'create', payload: create })];
    expect(planEnqueue(queued, { kind: 'update', payload: { content: 'b' } }).put[0]?.payload).toMatchObject({ content: 'b' });
    expect(planEnqueue(queued, { kind: 'expire', payload: { expire: '1w' } }).put[0]?.payload).toMatchObject({ expire: '1w' });
    expect(planEnqueue(queued, { kind: 'password', payload: { password: null } }).put[0]?.payload).not.toHaveProperty('password');
    expect(planEnqueue(queued, { kind: 'rename', payload: { title: 'T' } }).add).toEqual({ kind: 'rename', payload: { title: 'T' } });
  });

  it('deleting a note whose create never left drops every op and sends nothing', () => {
    const queued = [op(1, { kind: 'create', payload: create }), op(2, { kind: 'rename', payload: { title: 'T' } })];
    expect(planEnqueue(queued, { kind: 'delete', payload: { editId: 'E'.repeat(32) } })).toEqual({ put: [], add: null, remove: [1, 2] });
  });

  it('deleting a note whose create may be in flight keeps the create and queues the delete', () => {
    const queued = [op(1, { kind: 'create', payload: create }, { attempts: 1 }), op(2, { kind: 'update', payload: { content: 'b' } })];
    const del = { kind: 'delete', payload: { editId: 'E'.repeat(32) } } as const;
    expect(planEnqueue(queued, del)).toEqual({ put: [], add: del, remove: [2] });
  });
});
