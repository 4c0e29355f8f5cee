/**
 * The password typed at a login that must be changed at once (the default password, or an
 * expired one): kept in this module's memory only, to fill the change-password dialog, and
 * dropped as soon as the change is done or the session ends. Never written to any storage.
 */
let typedPassword: string | null = null;

export const passwordMemory = {
  keep(password: string): void {
    typedPassword = password;
  },
  read(): string | null {
    return typedPassword;
  },
  forget(): void {
    typedPassword = null;
  },
};
