import type { FirstScreenRequests } from '../../core/plugin/define-plugin';
import { SESSION_KEYS } from '../../core/session/storage-keys';
import { PROMOTIONS_PATHS } from './api';

/**
 * The list /promotions opens with, for the early entry (see PluginDefinition.firstScreenRequests):
 * a visitor's page then renders from an answer asked while the bundles download, and loads no
 * HTTP library. A member's list carries the token (statuses are theirs): the page asks it anew.
 */
export function promotionsFirstScreen(): FirstScreenRequests {
  return { '/promotions': [{ path: PROMOTIONS_PATHS.list, skipWhen: { session: [SESSION_KEYS.token] } }] };
}
