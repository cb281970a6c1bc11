import { ValidationFailedError, type ErrorClass } from '../errors/domain-error';

export interface ErrorExample {
  summary: string;
  value: { error: string; message: string; details?: object[] };
}

/** A validation refusal's details as the global pipe writes them (validation-details.ts). */
const VALIDATION_DETAILS = [
  { field: 'name', message: 'name must be a string', code: 'invalid_type' },
  { field: '', message: "Unrecognized key(s) in object: 'extra'", code: 'unrecognized_keys' },
];

type Constructible = new (...args: unknown[]) => { message: string; details?: object[] };

/**
 * The body a class of refusal answers with, as a documented example: its code and the message its
 * constructor gives without arguments. A class whose constructor needs its arguments gets the
 * status's title instead.
 */
export function errorExample(error: ErrorClass, fallbackMessage: string): ErrorExample {
  let message = fallbackMessage;
  let details: object[] | undefined;
  try {
    const instance = new (error as unknown as Constructible)();
    // A message built from arguments that were not given says "undefined": not an example.
    if (instance.message && !instance.message.includes('undefined')) message = instance.message;
    details =
      instance.details ?? (error === ValidationFailedError ? VALIDATION_DETAILS : undefined);
  } catch {
    // The constructor needs what only a real refusal knows; the title stands in for it.
  }
  return {
    summary: error.code,
    value: {
      error: error.code,
      message,
      ...(details ? { details } : {}),
    },
  };
}
