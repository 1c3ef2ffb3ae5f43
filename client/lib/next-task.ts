/**
 * Resolves in a later task, so the work after it does not lengthen the current one: a phone stays responsive between
 * loading Apollo Client's module and creating the client, which in one piece made a long task of about 70 ms here
 * (280 ms on Lighthouse's phone).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
