/**
 * Generic info and warning dialogs (spec section 8, "Dialog form"): title, html or text, icon and
 * buttons. Promise based so sagas and components can `await` the button the user chose.
 */
export interface DialogButton {
  id: string;
  /** An i18n key, or `label` for text already translated. */
  labelKey?: string;
  label?: string;
  primary?: boolean;
}

export interface DialogOptions {
  kind: 'info' | 'warning';
  titleKey?: string;
  title?: string;
  /** Plain text, e.g. a server message. */
  text?: string;
  /** An i18n key for the text, resolved when the dialog renders. */
  textKey?: string;
  /** Markup; always rendered through the sanitiser. */
  html?: string;
  icon?: boolean;
  /** Defaults to a single CLOSE button. */
  buttons?: DialogButton[];
}

export interface OpenDialog extends DialogOptions {
  key: number;
  resolve: (buttonId: string) => void;
}

export const CLOSE_BUTTON: DialogButton = { id: 'close', labelKey: 'core:dialog.close', primary: true };

type Listener = () => void;
let dialogs: readonly OpenDialog[] = [];
let nextKey = 1;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function showDialog(options: DialogOptions): Promise<string> {
  return new Promise((resolve) => {
    const key = nextKey;
    nextKey += 1;
    const dialog: OpenDialog = {
      ...options,
      buttons: options.buttons?.length ? options.buttons : [CLOSE_BUTTON],
      key,
      resolve: (buttonId) => {
        dialogs = dialogs.filter((d) => d.key !== key);
        emit();
        resolve(buttonId);
      },
    };
    dialogs = [...dialogs, dialog];
    emit();
  });
}

export function subscribeDialogs(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentDialogs(): readonly OpenDialog[] {
  return dialogs;
}
