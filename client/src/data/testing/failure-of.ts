// For tests of the API clients: the ApiFailure a call rejects with (and a failed test if it resolves or fails
// with anything else).
import { ApiFailure } from '../remote/api-client.ts';

export async function failureOf(promise: Promise<unknown>): Promise<ApiFailure> {
  const error: unknown = await promise.then(() => undefined, (e: unknown) => e);
  if (!(error instanceof ApiFailure)) throw new Error('expected an ApiFailure');
  return error;
}
