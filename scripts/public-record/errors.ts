/** Bad input: the tools print the message as one line, exit 1 and write nothing. */
export class PublicRecordError extends Error {
  override name = 'PublicRecordError';
}
