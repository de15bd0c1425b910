/** A bundle that cannot be read at all (not a ZIP, unsafe paths, over the size limits): a 422. */
export class BundleFormatError extends Error {
  override readonly name = 'BundleFormatError';
}

/** Over one of the bundle size limits (files, bytes): also a 422, with the limit in the message. */
export class BundleTooLargeError extends BundleFormatError {}
