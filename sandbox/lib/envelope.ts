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

/**
 * What a failure may carry in `value` (common.json#/definitions/failureValue): login failures
 * tell whether the next attempt needs the image captcha. Every other failure sends null.
 */
export interface FailureValue {
  captchaRequired: boolean;
}

export interface FailureEnvelope {
  success: false;
  value: FailureValue | null;
  message: string;
  code: string;
}

export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;

export function ok<T>(value: T, message = ''): SuccessEnvelope<T> {
  return { success: true, value, message };
}

export function failure(code: string, message: string, value: FailureValue | null = null): FailureEnvelope {
  return { success: false, value, message, code };
}
