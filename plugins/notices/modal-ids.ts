/** The notice modal of spec section 2 ("notice"); props: `{ index, id? }`, the announcement to open at. */
export const NOTICE_MODAL_ID = 'notice';

export interface NoticeModalProps {
  /** Index into the notice list (the order the marquee shows). */
  index: number;
  /**
   * The id of the announcement at that index when it was clicked: if the list is asked for again
   * and changes under the modal, the modal still opens at the title that was clicked.
   */
  id?: number;
}
