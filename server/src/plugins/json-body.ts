// JSON request bodies for every route: Fastify's own parser (prototype poisoning refused), then a bound on how
// deeply the value nests. No request of the API or of the account service nests beyond a few levels, and code
// that walks a value recursively (JSON.stringify on the way to better-auth, validators) overflows the stack on a
// deep one: a 2 MB body of brackets answered 500 from /api/auth/* and logged an error. Past the bound the answer is
// 400 `invalid-body` in the API's shape, like any other malformed body, and nothing is logged as a failure.
import type { FastifyInstance } from 'fastify';
import { InvalidInputError } from '../errors.ts';

/** Arrays and objects inside one another; the deepest real body (a passkey registration) has 5. */
export const MAX_JSON_DEPTH = 32;

/** Whether `value` nests arrays and objects deeper than `limit`, walked without recursion. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: Array<[unknown, number]> = [[value, 1]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth > limit) return true;
    for (const child of Array.isArray(current) ? current : Object.values(current)) {
      if (child !== null && typeof child === 'object') pending.push([child, depth + 1]);
    }
  }
  return false;
}

export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parse(request, String(body), (error: Error | null, value?: unknown) => {
      if (error) return done(error, undefined);
      if (nestsDeeperThan(value, MAX_JSON_DEPTH)) return done(new InvalidInputError(`The JSON body nests deeper than ${MAX_JSON_DEPTH} levels`), undefined);
      done(null, value);
    });
  });
}
