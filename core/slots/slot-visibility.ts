import type { SlotContext } from '../plugin/define-plugin';
import type { ResolvedSlotItem } from '../plugin/resolve-plugins';

/** Whether a slot item shows in `context`: its `visible(ctx)`, or always when it has none. */
export function slotItemShown(item: ResolvedSlotItem, context: SlotContext): boolean {
  return item.visible ? item.visible(context) : true;
}
