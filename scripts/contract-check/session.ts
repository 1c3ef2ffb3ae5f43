/** The session's reads a signed-in person's screens make (spec 1 §7): the user, consent, campaigns, the bell, downloads. */
import { dataRecord, given, none, numberIdOf, recordAt, type Check } from './check';

export const SESSION_CHECKS: Check[] = [
  {
    path: '/me',
    payload: none,
    learn: (answer, known) => void (known.personId = numberIdOf(recordAt(dataRecord(answer), 'person')?.id)),
  },
  { path: '/validate_sf', payload: none },
  { path: '/consent_sf', payload: none },
  { path: '/campains/login', payload: none },
  { path: '/person/campains', payload: none },
  {
    path: '/person/profile/get',
    needs: 'la respuesta de /me no trae data.person.id',
    payload: given(
      (k) => k.personId,
      (id) => ({ id }),
    ),
  },
  { path: '/housing/notification/list', payload: none },
  { path: '/download/token', payload: none },
];
