/** A start-up problem the person running the sandbox can fix; the message says how (no stack needed). */
export class SandboxSetupError extends Error {
  override name = 'SandboxSetupError';
}
