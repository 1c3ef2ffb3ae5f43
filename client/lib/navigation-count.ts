let count = 0;

/** How many in-app navigations this page has made: reads started for one are told apart from an earlier one's. */
export const navigationCount = (): number => count;

/** The app is going to another screen (a link, a redirect, a change of the URL's client): called before it renders. */
export function countNavigation(): void {
  count += 1;
}
