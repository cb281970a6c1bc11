/** A transparent 1x1 GIF (43 bytes): the tracking pixel's answer, whatever happens. */
export const TRANSPARENT_GIF = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);
