/** The rejection of `confirm()` when the user declines: Cancel, the close button or Escape. */
export class DialogCancelledError extends Error {
  override name = 'DialogCancelledError';

  constructor() {
    super('The user declined the confirmation.');
  }
}
