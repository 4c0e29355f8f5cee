/**
 * The wire envelope of every JSON answer of the platform API:
 * `{ success, value, message }`, plus a machine `code` on failures.
 * The front end's API client unwraps it in one place (core/api).
 */
export interface SuccessEnvelope<T> {
  success: true;
  value: T;
  message: string;
}

export interface FailureEnvelope {
  success: false;
  value: null;
  message: string;
  code: string;
}

export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;

export function ok<T>(value: T, message = ''): SuccessEnvelope<T> {
  return { success: true, value, message };
}

export function failure(code: string, message: string): FailureEnvelope {
  return { success: false, value: null, message, code };
}
