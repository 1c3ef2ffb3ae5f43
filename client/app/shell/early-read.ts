import type { SessionAuth, QueryRunner } from '../../lib/plain-query';
import { startEarlyRead } from '../../lib/early-reads';
import { SHELL } from '../../shared/api';

/** The shell's menu and bell, read as the app opens signed in (its own chunk: /login never needs it). */
export function readShellEarly(query: QueryRunner, auth: SessionAuth): void {
  void startEarlyRead(query, SHELL, auth);
}
