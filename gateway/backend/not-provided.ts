import { GraphQLError } from 'graphql';

/** Whether a call failed because this backend lacks its chosen path (gateway/backend/chosen-paths.ts). */
export const isNotProvided = (error: unknown): boolean => error instanceof GraphQLError && error.extensions.reason === 'NOT_PROVIDED';

/** A call the portal can do without: its answer, or `without` when the backend lacks it; other failures stay. */
export async function unlessNotProvided<T>(call: Promise<T>, without: T): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isNotProvided(error)) return without;
    throw error;
  }
}
