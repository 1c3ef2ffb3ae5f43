import type { NoPayload } from './envelope';

export type Method = 'GET' | 'POST';

/** Never set at run time: it only carries a call's types to the type checker. */
declare const shape: unique symbol;

/** One REST call: its method at run time; its payload, answer and path parameters for the type checker. */
export interface Call<M extends Method = Method, Payload = unknown, Answer = unknown, Params = unknown> {
  readonly method: M;
  readonly [shape]?: { payload: Payload; answer: Answer; params: Params };
}

/** A POST: the payload goes as the JSON body, with the token beside it. */
export function post<Payload extends object, Answer extends object>(): Call<'POST', Payload, Answer, undefined> {
  return { method: 'POST' };
}

/** A GET: no body, the token as `Authorization: Bearer`, and the `{name}` segments of the path as params. */
export function get<Answer extends object, Params extends Record<string, string> | undefined = undefined>(): Call<
  'GET',
  NoPayload,
  Answer,
  Params
> {
  return { method: 'GET' };
}

export type PayloadOfCall<C> = C extends Call<Method, infer Payload extends object, unknown, unknown> ? Payload : never;
export type AnswerOfCall<C> = C extends Call<Method, unknown, infer Answer extends object, unknown> ? Answer : never;
export type ParamsOfCall<C> = C extends Call<Method, unknown, unknown, infer Params> ? Params : never;
