/**
 * A file we will never make a video of, whatever the retry: not a video, too long, too large.
 * The message is shown to the operator as it is, so it is written in plain words.
 */
export class MediaRefusal extends Error {
  override name = 'MediaRefusal';
}
