/** The games workflows and the state they fill: one chunk, loaded after the first paint (LaterSaga). */
export { lobbiesSaga as saga } from './saga';
export { lobbiesReducer as reducer } from './reducer';
