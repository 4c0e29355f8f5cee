import type { SchemaDefinition } from '../../core/api/schema-types';
import type { ApiClient } from '../../core/api/client';
import type common from '../../schemas/generated/api-common';
import type helpCenterSchema from '../../schemas/generated/api-system-helpCenter';

type References = [typeof common, typeof helpCenterSchema];

/** GET /wps/system/helpCenter (no token): the topics and the footer's help widgets. */
export type HelpCenter = SchemaDefinition<typeof helpCenterSchema, 'response', References>;
/** Help item of spec section 3: tag (the /help#{tag} anchor), title, plus its HTML content. */
export type HelpItem = HelpCenter['items'][number];
export type HelpWidget = HelpCenter['widgets'][number];
export type HelpMenuItem = HelpWidget['items'][number];

import { HELP_CENTER_PATH } from './ids';

export { HELP_CENTER_PATH, HELP_MODAL_ID } from './ids';

/**
 * One answer per page load, shared by the footer list, the help page and the modal (the topics do
 * not change while someone reads them). A failed call is forgotten, so "try again" asks anew.
 */
const answers = new WeakMap<ApiClient, Promise<HelpCenter>>();

export function loadHelpCenter(api: ApiClient): Promise<HelpCenter> {
  let answer = answers.get(api);
  if (!answer) {
    answer = api.get<HelpCenter>(HELP_CENTER_PATH).then(
      (value) => ({ items: [...value.items].sort((a, b) => a.order - b.order), widgets: value.widgets }),
      (error: unknown) => {
        answers.delete(api);
        throw error;
      },
    );
    answers.set(api, answer);
  }
  return answer;
}

/** The address a help-widget menu entry goes to: its page, with the data path as the topic anchor. */
export function menuItemHref(item: HelpMenuItem): string {
  if (!item.dataPath) return item.page;
  return `${item.page}#${encodeURIComponent(item.dataPath)}`;
}

/** The element id of a topic's section on /help (the page reads /help#{tag} and scrolls to it). */
export const topicId = (tag: string) => `help-topic-${tag}`;

/**
 * Whether a help-widget "route" entry is a path on this site. `//host` and `/\host` are
 * other sites to a browser (a new tab resolves them there), so both are refused.
 */
export function isSitePath(page: string): boolean {
  return /^\/(?![/\\])/.test(page) && !page.includes('\\');
}
