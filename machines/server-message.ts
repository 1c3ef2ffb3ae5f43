/**
 * What a load actor rejects with when the backend answered a message for the user (an error status with its reason):
 * a machine shows it in place of its generic failure.
 */
export class ServerMessage extends Error {
  override name = 'ServerMessage';
}
