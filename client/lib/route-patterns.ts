import { parse } from 'regexparam';

interface RoutePattern {
  keys: string[];
  pattern: RegExp;
}

const patterns = new Map<string, RoutePattern>();

/**
 * wouter's own route parser (regexparam), remembering what it made: wouter parses a route's path again on every
 * match, and a Switch matches the route table on each render (the first screen's, about 10 ms of a phone's first
 * task). regexparam's expressions carry no `g` flag, so one can be shared.
 */
export function parseRoutePattern(route: string, loose?: boolean): RoutePattern {
  const key = loose ? `loose ${route}` : route;
  let pattern = patterns.get(key);
  if (!pattern) patterns.set(key, (pattern = parse(route, loose)));
  return pattern;
}
