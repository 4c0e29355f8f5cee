/** The notices workflow and the state it fills: one chunk, loaded once the page has loaded (LaterSaga). */
export { noticesSaga as saga } from './saga';
export { noticesReducer as reducer } from './reducer';
